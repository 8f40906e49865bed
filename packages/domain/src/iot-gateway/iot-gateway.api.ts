import { z } from 'zod';
import { facBodySchema, fidSchema, listBodySchema, pagedSchema } from '../api/envelope.js';
import { idSchema, textSchema } from '../api/fields.js';
import { POINT_KINDS, REQUEST_STATUSES, SWITCH_ACTIONS, gatewaySnSchema } from '../iot-ingest/iot-protocol.js';
import { optAreaView, optGroupView, pointLatestView, switchRangeView } from '../api/view-fields.js';
import { callAccess, callsAs, pageCallsOf } from '../contract/call.js';

/**
 * Calls of 网关管理 and 设备控制: gateways with their statistics, the factory's IoT state (latest values and
 * switch states), switch commands and their requests. Response schemas describe exactly what the server sends.
 */

const gwIdSchema = idSchema('网关编号', 'gw_id');
const gwNameSchema = textSchema('网关名称', 64, { min: 2, minMsg: '网关名称至少 2 个字符' });
const areaIdSchema = idSchema('区域编号', 'area_id');
/** Instants leave the server as `Date.toISOString()`. */
const isoTime = z.iso.datetime();

/** Calls that name only the factory. */
export const iotFacBodySchema = facBodySchema;
export const iotGwRefBodySchema = z.object({ fid: fidSchema, gw_id: gwIdSchema });

export const createIotGwBodySchema = z.object({
  fid: fidSchema,
  sn: gatewaySnSchema,
  name: gwNameSchema,
  area_id: areaIdSchema.nullable().optional(),
});
export type CreateIotGwBody = z.infer<typeof createIotGwBodySchema>;

export const updateIotGwBodySchema = iotGwRefBodySchema.extend({ name: gwNameSchema, area_id: areaIdSchema.nullable() });

export const iotSwitchCtrlBodySchema = z.object({
  fid: fidSchema,
  point_id: idSchema('点位编号', 'point_id'),
  action: z.enum(SWITCH_ACTIONS, { error: '动作只能是 open、close 或 number' }),
  value: z.number({ error: '数值必须是数字' }).finite().nullable().optional(),
});
export type IotSwitchCtrlBody = z.infer<typeof iotSwitchCtrlBodySchema>;

export const iotReqBodySchema = z.object({ fid: fidSchema, req_id: z.string().uuid('请求编号 req_id 无效') });
export const iotReqListBodySchema = listBodySchema({});

/** A gateway as get_iot_gw_list returns it: place, online state and its ingest statistics. */
export const gatewaySchema = z.object({
  gw_id: z.number(),
  sn: z.string(),
  name: z.string(),
  ...optAreaView,
  online: z.boolean(),
  simulated: z.boolean(),
  last_seen_at: isoTime.nullable(),
  online_since: isoTime.nullable(),
  msg_ct: z.number(),
  reading_ct: z.number(),
  rejected_ct: z.number(),
  seq_gap_ct: z.number().describe('遥测 seq 编号缺失的消息数（网关、MQTT 服务器与平台之间丢失的消息）'),
  last_reject_reason: z.string().describe('最近一次拒收原因代码（见 GATEWAY_REJECT_REASONS），空为无'),
});
export type GatewayView = z.infer<typeof gatewaySchema>;

/** A new or rotated secret: shown once, stored only as a hash. */
export const gatewaySecretSchema = z.object({ gw_id: z.number(), sn: z.string(), secret: z.string() });
export type GatewaySecret = z.infer<typeof gatewaySecretSchema>;

export const deletedGatewaySchema = z.object({ name: z.string(), sn: z.string() });

/** A point in the factory state: display name and unit (staff's, else announced), group, latest value or switch state. */
export const facPointSchema = z.object({
  point_id: z.number(),
  code: z.string(),
  kind: z.enum(POINT_KINDS),
  name: z.string(),
  unit: z.string(),
  ...optGroupView,
  grp_sort: z.number().nullable(),
  ...optAreaView,
  sort_no: z.number(),
  enabled: z.boolean(),
  ...switchRangeView,
  ...pointLatestView,
});
export type FacPoint = z.infer<typeof facPointSchema>;

export const facStateSchema = gatewaySchema.extend({ points: z.array(facPointSchema) });
export type FacState = z.infer<typeof facStateSchema>;

/** A switch command's request as the API and the live channel show it (pending → sent → done / failed / timeout / expired). */
export const controlRequestSchema = z.object({
  req_id: z.string(),
  point_id: z.number(),
  gw_id: z.number(),
  action: z.enum(SWITCH_ACTIONS),
  value: z.number().nullable(),
  status: z.enum(REQUEST_STATUSES),
  source: z.string().describe('manual 为手动，其余为策略等来源'),
  attempts: z.number(),
  error: z.string(),
  created_at: isoTime,
  expires_at: isoTime,
  done_at: isoTime.nullable(),
});
export type ControlRequestView = z.infer<typeof controlRequestSchema>;

/** A row of 控制记录: the request with the names of its point, gateway and the member who asked ('' for strategies). */
export const controlRequestItemSchema = controlRequestSchema.extend({ point_name: z.string(), gw_name: z.string(), cname: z.string() });
export type ControlRequestItem = z.infer<typeof controlRequestItemSchema>;
export const controlRequestPageSchema = pagedSchema(controlRequestItemSchema);

// 网关管理: read under iot.list, changed under cfg.iot.edit.
const { list, edit } = pageCallsOf('物联网', ['iot.list', 'cfg.iot.edit']);

export const getIotGwList = list.post('/api/get_iot_gw_list', { summary: '网关列表（在线状态与统计）', body: facBodySchema, data: z.array(gatewaySchema) });

export const createIotGw = edit.post('/api/create_iot_gw', { summary: '新建网关（密钥只显示这一次）', body: createIotGwBodySchema, data: gatewaySecretSchema, msg: '网关已创建，请妥善保存密钥，它只显示这一次' });

export const rotateIotGwSecret = edit.post('/api/rotate_iot_gw_secret', { summary: '更换网关密钥', body: iotGwRefBodySchema, data: gatewaySecretSchema, msg: '密钥已更换，旧密钥立即失效' });

export const updateIotGw = edit.post('/api/update_iot_gw', { summary: '修改网关名称与所在区域', body: updateIotGwBodySchema, data: null, msg: '网关已保存' });

export const deleteIotGw = edit.post('/api/delete_iot_gw', { summary: '删除网关及其全部设备和历史读数（密钥随之失效）', body: iotGwRefBodySchema, data: deletedGatewaySchema });

export const getIotFacStates = list.post('/api/get_iot_fac_states', { summary: '工厂物联网状态：网关在线、最新数值、开关状态', body: facBodySchema, data: z.array(facStateSchema) });

export const getIotFacState = list.post('/api/get_iot_fac_state', { summary: '单个网关的物联网状态', body: iotGwRefBodySchema, data: facStateSchema });

// 设备控制: commands under iot.ctrl, their requests readable under iot.list.
const ctrl = callsAs('物联网', callAccess.perm('iot.ctrl'));

export const iotSwitchCtrl = ctrl.post('/api/iot_switch_ctrl', { summary: '下发开关指令（开、关或数值），返回控制请求', body: iotSwitchCtrlBodySchema, data: controlRequestSchema, msg: '指令已下发，等待网关确认' });

export const getIotReq = list.post('/api/get_iot_req', { summary: '控制请求的当前结果', body: iotReqBodySchema, data: controlRequestSchema });

export const getIotReqList = list.post('/api/get_iot_req_list', { summary: '控制请求记录', body: iotReqListBodySchema, data: controlRequestPageSchema });
