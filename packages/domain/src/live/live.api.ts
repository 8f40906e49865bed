import { z } from 'zod';
import { facBodySchema } from '../api/envelope.js';
import { POINT_KINDS, REQUEST_STATUSES, SWITCH_ACTIONS } from '../iot-ingest/iot-protocol.js';
import { gwRefView } from '../api/view-fields.js';
import { callAccess, callsAs } from '../contract/call.js';

/**
 * First loads of the live pages (实时数据, 开关状态); the live channel `/ws` keeps them current afterwards
 * (messages: `iot/live-event.ts`).
 */

/** Instants leave the server as `Date.toISOString()`. */
const isoTime = z.iso.datetime();

export const liveFacBodySchema = facBodySchema;

/** Which point, on which gateway, in which area: the columns both pages share. */
const livePointPlaceSchema = z.object({
  point_id: z.number(),
  code: z.string(),
  name: z.string().describe('网关上报的名称，无则为编码'),
  quantity: z.string(),
  unit: z.string(),
  ...gwRefView,
  gw_online: z.boolean(),
  area_id: z.number().nullable(),
  area_name: z.string().nullable().describe('“厂房 / 区域”，网关未分配区域时为 null'),
});

/** The newest command of a switch and who sent it (null: a strategy or nobody known). */
export const liveLastRequestSchema = z.object({
  action: z.enum(SWITCH_ACTIONS),
  value: z.number().nullable(),
  status: z.enum(REQUEST_STATUSES),
  source: z.string().describe('manual 为手动，其余为策略等来源'),
  created_at: isoTime,
  cname: z.string().nullable(),
});

/** A switch as 开关状态 shows it: state, what caused it and since when, and the last command. */
export const switchStateRowSchema = livePointPlaceSchema.extend({
  writable: z.boolean(),
  on: z.boolean().nullable().describe('null：网关尚未报告状态'),
  value: z.number().nullable(),
  cause: z.string().nullable().describe('cmd 指令、local 现场、boot 开机、fault 故障'),
  ts: isoTime.nullable(),
  last_req: liveLastRequestSchema.nullable(),
});
export type SwitchStateRow = z.infer<typeof switchStateRowSchema>;

/** A sensor or meter as 实时数据 shows it: latest value and the last hour, averaged per minute. */
export const liveValRowSchema = livePointPlaceSchema.extend({
  kind: z.enum(POINT_KINDS).exclude(['switch']),
  value: z.number().nullable(),
  ts: isoTime.nullable(),
  spark: z.array(z.tuple([z.number(), z.number()])).describe('[毫秒时间戳, 每分钟平均值]，最近一小时'),
});
export type LiveValRow = z.infer<typeof liveValRowSchema>;

const list = callsAs('物联网', callAccess.perm('iot.list'));

export const getIotSwitchStates = list.post('/api/get_iot_switch_states', { summary: '开关状态：全部开关的状态、原因、时间与最近一次指令', body: facBodySchema, data: z.array(switchStateRowSchema) });

export const getIotLiveVals = list.post('/api/get_iot_live_vals', { summary: '实时数据：全部传感器与仪表的最新值及最近一小时（每分钟平均）', body: facBodySchema, data: z.array(liveValRowSchema) });
