import { z } from 'zod';
import { facBodySchema, fidSchema, listBodySchema, pagedSchema } from '../api/envelope.js';
import { callAccess, callsOf, pageCallsOf } from '../contract/call.js';
import { idSchema, textSchema } from '../api/fields.js';

/**
 * Cameras (监控摄像头) per area. `kind` says how the browser shows the stream: an HLS playlist (hls.js or the
 * browser's own player), an MJPEG stream or a still snapshot refreshed every few seconds (both plain <img>).
 */
export const CAMERA_KINDS = ['hls', 'mjpeg', 'snapshot'] as const;
export type CameraKind = (typeof CAMERA_KINDS)[number];
export const CAMERA_KIND_LABELS: Record<CameraKind, string> = { hls: 'HLS 视频流', mjpeg: 'MJPEG 视频流', snapshot: '定时快照' };

/** http(s) URLs, or a path on this server (the demo cameras' generated pictures). */
const camUrlSchema = textSchema('视频地址', 500, { min: 1 }).refine(
  (s) => /^https?:\/\/[^\s]+$/i.test(s) || /^\/[^\s/][^\s]*$/.test(s),
  '视频地址须以 http://、https:// 或 / 开头且不含空格',
);

export const camIdSchema = idSchema('摄像头编号', 'cam_id');

export const cameraListBodySchema = listBodySchema({ area_id: idSchema('区域编号', 'area_id').optional(), kw: textSchema('关键字', 50).optional() });

export const saveCameraBodySchema = z.object({
  fid: fidSchema,
  /** Absent: a new camera. */
  cam_id: camIdSchema.optional(),
  name: textSchema('摄像头名称', 40, { min: 1 }),
  area_id: idSchema('区域编号', 'area_id', { unset: '请选择区域' }),
  kind: z.enum(CAMERA_KINDS, { error: '视频类型须为 hls、mjpeg 或 snapshot' }),
  url: camUrlSchema,
  enabled: z.boolean({ error: '是否启用须为 true 或 false' }).default(true),
  on_screen: z.boolean({ error: '是否上大屏须为 true 或 false' }).default(true),
  remark: textSchema('备注', 200, { multiline: true }).default(''),
});

export const cameraFacBodySchema = facBodySchema;
export const cameraAreaSchema = z.object({ area_id: z.number(), name: z.string() });

export const cameraRefBodySchema = z.object({ fid: fidSchema, cam_id: camIdSchema });

export const cameraSchema = z.object({
  cam_id: z.number(),
  name: z.string(),
  area_id: z.number(),
  area_name: z.string(),
  kind: z.enum(CAMERA_KINDS),
  url: z.string(),
  /**
   * Where the console shows the picture: `url`, except that a demo camera's generated picture carries a signature
   * (the public address serves only cameras on a published screen; members of the factory see every camera).
   */
  view_url: z.string(),
  enabled: z.boolean(),
  on_screen: z.boolean(),
  remark: z.string(),
  updated_at: z.string(),
});
export type CameraView = z.infer<typeof cameraSchema>;

/** What a public screen learns of a camera: no remark, no ids beyond the camera's own. */
export const screenCameraSchema = cameraSchema.pick({ cam_id: true, name: true, area_name: true, kind: true, url: true });
export type ScreenCamera = z.infer<typeof screenCameraSchema>;

// ── Calls ─────────────────────────────────────────────────────────────────────────────────────────
/** Cameras are part of the IoT set-up: changed by those who may change it. */
const { list, edit } = pageCallsOf('监控摄像头', ['iot.list', 'cfg.iot.edit']);

export const getIotCamList = list.post('/api/get_iot_cam_list', { summary: '摄像头列表（按区域、名称筛选）', body: cameraListBodySchema, data: pagedSchema(cameraSchema) });
export const getIotCamAreas = list.post('/api/get_iot_cam_areas', { summary: '可放置摄像头的区域', body: cameraFacBodySchema, data: z.array(cameraAreaSchema) });
export const saveIotCam = edit.post('/api/save_iot_cam', { summary: '新增或修改摄像头', body: saveCameraBodySchema, data: cameraSchema, msg: '已保存' });
export const deleteIotCam = edit.post('/api/delete_iot_cam', { summary: '删除摄像头', body: cameraRefBodySchema, data: null, msg: '摄像头已删除' });

/**
 * A demo camera's picture (a JPEG the server draws, changing every few seconds), public like every /api/pub/ address:
 * only cameras on a published screen answer, or any camera with the console's signed address (`view_url`'s `sig`).
 */
export const getCamDemo = callsOf('监控摄像头').raw('GET', '/api/pub/cam_demo/:file', {
  access: callAccess.public,
  summary: '演示摄像头的画面（服务器生成的 JPEG，每几秒一变；仅已发布大屏上的摄像头，或控制台签名地址）',
  params: z.object({ file: z.string().regex(/^[1-9][0-9]{0,9}\.jpg$/, '摄像头画面地址不正确') }),
  query: z.object({ sig: z.string().max(64).optional() }),
  produces: ['image/jpeg'],
  replies: { 200: z.string().meta({ format: 'binary', description: '摄像头画面（JPEG）' }) },
});
