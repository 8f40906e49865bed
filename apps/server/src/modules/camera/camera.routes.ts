import { z } from 'zod';
import { deleteIotCam, getIotCamAreas, getIotCamList, saveIotCam } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { routesOf } from '../../lib/route.js';
import type { IpRateLimit } from '../../lib/ip-rate-limit.js';
import { DEMO_CAM_REFRESH_MS, type CameraService } from './camera.service.js';

type Deps = { cameras: CameraService; limit: IpRateLimit };

/**
 * /iot/cams: the camera registry; and the pictures of the demo cameras (public, like every /api/pub/ address).
 * Cameras are part of the IoT set-up: changed by those who may change it.
 */
export const cameraRoutes = routesOf('监控摄像头', (calls, { cameras, limit }: Deps, app) => {
  calls.serve(getIotCamList, ({ fid, page, size, area_id, kw }) => cameras.list(fid, { page, size, areaId: area_id, kw }));
  calls.serve(getIotCamAreas, ({ fid }) => cameras.areas(fid));
  calls.serve(saveIotCam, (body, req) => cameras.save(body, req.auth!.uid));
  calls.serve(deleteIotCam, ({ fid, cam_id }, req) => cameras.delete(fid, cam_id, req.auth!.uid));

  // The picture itself, outside the JSON envelope: not a call definition.
  app.get('/api/pub/cam_demo/:file', {
    config: { access: access.public },
    onRequest: limit.hook(),
    schema: {
      tags: ['监控摄像头'],
      summary: '演示摄像头的画面（服务器生成的 JPEG，每几秒一变；仅已发布大屏上的摄像头，或控制台签名地址）',
      params: z.object({ file: z.string().regex(/^[1-9][0-9]{0,9}\.jpg$/, '摄像头画面地址不正确') }),
      // The console's signed address (get_iot_cam_list view_url); without it only cameras on a published screen answer.
      querystring: z.object({ sig: z.string().max(64).optional() }),
      // The picture itself, not the JSON envelope.
      produces: ['image/jpeg'],
      response: { 200: z.string().meta({ format: 'binary', description: '摄像头画面（JPEG）' }) },
    },
    handler: async (req, reply) => {
      const camId = Number(req.params.file.slice(0, -4));
      const jpeg = await cameras.demoPicture(camId > 2_147_483_647 ? 0 : camId, req.query.sig);
      return (
        reply
          .header('content-type', 'image/jpeg')
          .header('cache-control', `public, max-age=${Math.floor(DEMO_CAM_REFRESH_MS / 1000)}`)
          // The bytes: the schema describes them for the document, which the reply's type cannot say of a Buffer.
          .send(jpeg as unknown as string)
      );
    },
  });
});
