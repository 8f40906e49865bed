import { z } from 'zod';
import { facBodySchema, fidSchema, kwSchema, listBodySchema, pagedSchema } from '../api/envelope.js';
import { INT4_MAX, idSchema, intSchema, textSchema } from '../api/fields.js';
import { POINT_KINDS, birthPointSchema } from '../iot-ingest/iot-protocol.js';
import { pointAlarmCfgSchema } from '../alarm/alarm.api.js';
import { optAreaView, optGroupView, pointLatestView, switchRangeView } from '../api/view-fields.js';
import { pageCallsOf } from '../contract/call.js';

/**
 * Calls of 设备管理 (points: sensors, switches, meters), 设备分组 and the simulator's debug page.
 * Response schemas describe exactly what the server sends.
 */

const pointIdSchema = idSchema('设备编号', 'point_id');
const gwIdSchema = idSchema('网关编号', 'gw_id');
const grpIdSchema = idSchema('分组编号', 'grp_id');
const areaIdSchema = idSchema('区域编号', 'area_id');
const sortNoSchema = intSchema('排序 sort_no', { min: 0, max: 9999 });
const kindSchema = z.enum(POINT_KINDS, { error: '类型只能是 sensor（传感器）、switch（开关）或 meter（计量表）' });
const unitSchema = textSchema('单位', 16);
const limitSchema = (what: string) =>
  z
    .number({ error: `${what}必须是数字` })
    .finite(`${what}必须是有限数字`)
    .nullable()
    .optional();
const isoTime = z.iso.datetime();

export const iotDevListBodySchema = listBodySchema({
  area_id: areaIdSchema.optional(),
  gw_id: gwIdSchema.optional(),
  /** 0 = not in any group. */
  grp_id: intSchema('分组编号 grp_id', { min: 0, max: INT4_MAX }).optional(),
  kind: kindSchema.optional(),
  keyword: kwSchema,
});
export type IotDevListBody = z.infer<typeof iotDevListBodySchema>;

export const updateIotDevBodySchema = z.object({
  fid: fidSchema,
  point_id: pointIdSchema,
  name: textSchema('名称', 32).optional(),
  unit: unitSchema.optional(),
  grp_id: grpIdSchema.nullable().optional(),
  sort_no: sortNoSchema.optional(),
  min: limitSchema('最小值'),
  max: limitSchema('最大值'),
  enabled: z.boolean({ error: '启用必须是 true 或 false' }).optional(),
});
export type UpdateIotDevBody = z.infer<typeof updateIotDevBodySchema>;

export const createIotDevBodySchema = z.object({
  fid: fidSchema,
  gw_id: gwIdSchema,
  code: birthPointSchema.shape.code,
  kind: kindSchema,
  name: textSchema('设备名称', 32, { min: 1 }),
  unit: unitSchema.default(''),
  min: limitSchema('最小值'),
  max: limitSchema('最大值'),
});
export type CreateIotDevBody = z.infer<typeof createIotDevBodySchema>;

export const iotDevRefBodySchema = z.object({ fid: fidSchema, point_id: pointIdSchema });

/** A point's alarm limits as 设备管理 shows them next to the device (null: none set). */
export const deviceAlarmCfgSchema = pointAlarmCfgSchema;
export type DeviceAlarmCfg = z.infer<typeof deviceAlarmCfgSchema>;

/** A row of 设备管理: the point, where it is, staff's settings beside what the gateway announced, its latest value. */
export const deviceSchema = z.object({
  point_id: z.number(),
  gw_id: z.number(), gw_name: z.string(), gw_sn: z.string(), gw_online: z.boolean(),
  ...optAreaView,
  ...optGroupView,
  code: z.string(),
  kind: z.enum(POINT_KINDS),
  name: z.string().describe('显示名称：员工设置的，否则网关上报的，否则编码'),
  announced_name: z.string(),
  unit: z.string(),
  announced_unit: z.string(),
  quantity: z.string(),
  ...switchRangeView,
  sort_no: z.number(),
  enabled: z.boolean(),
  ...pointLatestView,
  alarm: deviceAlarmCfgSchema.nullable(),
});
export type Device = z.infer<typeof deviceSchema>;
export const devicePageSchema = pagedSchema(deviceSchema);
export const createdDeviceSchema = z.object({ point_id: z.number() });

// Device groups and areas.
export const iotDevgrpSaveBodySchema = z.object({
  fid: fidSchema,
  grp_id: grpIdSchema.optional(),
  name: textSchema('分组名称', 32, { min: 1 }),
  area_id: areaIdSchema.nullable().default(null),
  sort_no: sortNoSchema.default(0),
  description: textSchema('说明', 200, { multiline: true }).default(''),
});
export type IotDevgrpSaveBody = z.infer<typeof iotDevgrpSaveBodySchema>;
export const iotDevgrpRefBodySchema = z.object({ fid: fidSchema, grp_id: grpIdSchema });
export const setIotDevgrpPointsBodySchema = iotDevgrpRefBodySchema.extend({
  point_ids: z.array(idSchema('设备编号', 'point_ids'), { error: '请提供设备列表 point_ids' }).max(2000, '一次最多 2000 个设备'),
});

export const deviceGroupSchema = z.object({
  grp_id: z.number(),
  name: z.string(),
  ...optAreaView,
  sort_no: z.number(),
  description: z.string(),
  point_ct: z.number(),
  created_at: isoTime,
});
export type DeviceGroup = z.infer<typeof deviceGroupSchema>;
export const savedDeviceGroupSchema = z.object({ grp_id: z.number() });

/** An area of the factory, to place gateways and groups. */
export const iotAreaSchema = z.object({ area_id: z.number(), name: z.string(), kind: z.string(), field_name: z.string() });
export type IotArea = z.infer<typeof iotAreaSchema>;

// Simulator debugging (模拟网关调试).
export const SIM_ANOMALIES = ['heat_spike', 'stuck', 'disconnect', 'fail_rate', 'clear'] as const;
export type SimAnomalyKind = (typeof SIM_ANOMALIES)[number];
export const SIM_ANOMALY_LABELS: Record<SimAnomalyKind, string> = { heat_spike: '升温异常', stuck: '传感器卡住', disconnect: '网关断线', fail_rate: '指令失败率', clear: '清除异常' };

/** The body of sim_inject_anomaly; `sensorCodes` are the simulator's sensors, the only ones that can be stuck. */
export const simInjectAnomalyBodySchema = (sensorCodes: readonly [string, ...string[]]) =>
  z.object({
    fid: fidSchema,
    gw_id: gwIdSchema,
    kind: z.enum(SIM_ANOMALIES, { error: `异常类型只能是 ${SIM_ANOMALIES.join('、')}` }),
    seconds: intSchema('持续秒数 seconds', { min: 1, max: 3600 }).optional(),
    point: z.enum(sensorCodes, { error: `传感器编码只能是 ${sensorCodes.join('、')}` }).optional(),
    rate: z.number({ error: '失败率必须是数字' }).min(0, '失败率为 0–1').max(1, '失败率为 0–1').optional(),
  });
export type SimInjectAnomalyBody = z.infer<ReturnType<typeof simInjectAnomalyBodySchema>>;

export const simGatewaySchema = z.object({
  gw_id: z.number(),
  sn: z.string(),
  name: z.string(),
  running: z.boolean(),
  connected: z.boolean(),
  air_temp: z.number().nullable(),
  heat_spike_until: isoTime.nullable(),
  offline_until: isoTime.nullable(),
  stuck: z.array(z.string()),
  fail_rate: z.number(),
  buffered: z.number(),
});
export const simGatewayListSchema = z.object({ running: z.boolean(), gateways: z.array(simGatewaySchema) });
export type SimGatewayList = z.infer<typeof simGatewayListSchema>;
export const simInjectedSchema = z.object({ gw_id: z.number(), name: z.string() });

// 设备管理 and 设备分组: read under iot.list, changed under cfg.iot.edit.
const { list, edit } = pageCallsOf('物联网', ['iot.list', 'cfg.iot.edit']);

export const getIotDevList = list.post('/api/get_iot_dev_list', { summary: '设备列表（传感器、开关、计量表）：按区域、网关、分组、类型、关键字筛选', body: iotDevListBodySchema, data: devicePageSchema });

export const updateIotDev = edit.post('/api/update_iot_dev', { summary: '修改设备：显示名称、单位、分组、排序、开关数值范围、启用（留空名称或单位则用网关上报的）', body: updateIotDevBodySchema, data: null });

export const createIotDev = edit.post('/api/create_iot_dev', { summary: '预先登记网关上的设备（网关上线上报后补全类型外的信息）', body: createIotDevBodySchema, data: createdDeviceSchema, msg: '设备已登记' });

export const deleteIotDev = edit.post('/api/delete_iot_dev', { summary: '删除设备及其历史读数（网关再次上报时会重新出现）', body: iotDevRefBodySchema, data: null });

export const getIotDevgrpList = list.post('/api/get_iot_devgrp_list', { summary: '设备分组列表（含区域与设备数）', body: facBodySchema, data: z.array(deviceGroupSchema) });

export const getIotAreaList = list.post('/api/get_iot_area_list', { summary: '本工厂的区域（用于选择网关、分组所在区域）', body: facBodySchema, data: z.array(iotAreaSchema) });

export const saveIotDevgrp = edit.post('/api/save_iot_devgrp', { summary: '新建或修改设备分组（带 grp_id 为修改）', body: iotDevgrpSaveBodySchema, data: savedDeviceGroupSchema });

export const deleteIotDevgrp = edit.post('/api/delete_iot_devgrp', { summary: '删除设备分组（其中的设备变为未分组）', body: iotDevgrpRefBodySchema, data: null, msg: '分组已删除，其中的设备已变为未分组' });

export const setIotDevgrpPoints = edit.post('/api/set_iot_devgrp_points', { summary: '设置分组包含的设备（整体替换）', body: setIotDevgrpPointsBodySchema, data: null });

// 模拟网关调试.
const sim = pageCallsOf('物联网调试', ['iot.list', 'cfg.iot.edit']);

export const getSimGwList = sim.list.post('/api/get_sim_gw_list', { summary: '本工厂的模拟网关及正在生效的异常', body: facBodySchema, data: simGatewayListSchema });

/**
 * The simulator's sensor codes live in @pfs/sim, which this package cannot import: the definition takes any code
 * and the server serves it with the body narrowed to them (`simInjectAnomalyBodySchema(sensorCodes)`).
 */
export const simInjectAnomaly = sim.edit.post('/api/sim_inject_anomaly', { summary: '向模拟网关注入异常：升温、传感器卡住、断线、指令失败率，或清除', body: simInjectAnomalyBodySchema([''] as [string, ...string[]]).extend({ point: z.string().optional() }), data: simInjectedSchema });
