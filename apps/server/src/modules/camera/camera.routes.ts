import { deleteIotCam, getCamDemo, getIotCamAreas, getIotCamList, saveIotCam } from '@pfs/domain/camera';
import { rawRouteOf, routesOf } from '../../lib/route.js';
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

  // The picture itself, outside the JSON envelope; public, so each address is rate-limited.
  app.route({
    ...rawRouteOf(getCamDemo),
    onRequest: limit.hook(),
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
