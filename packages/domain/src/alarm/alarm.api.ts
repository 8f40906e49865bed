import { z } from 'zod';
import { fidSchema, listBodySchema, pagedSchema } from '../api/envelope.js';
import { callAccess, pageCallsOf } from '../contract/call.js';
import { dateTimeSchema, idSchema, intSchema, textSchema } from '../api/fields.js';
import { ALARM_TYPE_LABELS, type AlarmTypeCode } from '../iot-device/device.js';
import { optAreaView } from '../api/view-fields.js';

/**
 * Calls of 告警记录 and a sensor's alarm settings. Response schemas describe exactly what the server sends:
 * instants leave it as `Date.toISOString()`.
 */

const isoTime = z.iso.datetime();
const alarmIdSchema = idSchema('告警编号', 'alarm_id');
const levelSchema = intSchema('级别 level', { min: 0, max: 9 });
export const ALARM_TYPE_CODES = Object.keys(ALARM_TYPE_LABELS) as [AlarmTypeCode, ...AlarmTypeCode[]];
export const ALARM_STATUSES = ['valid', 'closed'] as const;
export type AlarmStatus = (typeof ALARM_STATUSES)[number];
/** What raised an alarm: a point's reading, a gateway's connection, a command. */
export const ALARM_SOURCE_TYPES = ['point', 'gateway', 'request', 'weather'] as const;
const closeReasonSchema = textSchema('关闭原因', 200, {
  min: 2,
  minMsg: '请填写关闭原因（至少 2 个字）',
  maxMsg: '关闭原因不能超过 200 个字',
  multiline: true,
});

/** POST /api/get_fac_alarmlog_list — status valid 未关闭 / closed 已关闭. */
export const alarmListBodySchema = listBodySchema({
  status: z.enum(ALARM_STATUSES, { error: '状态只能是 valid 或 closed' }).optional(),
  level: levelSchema.optional(),
  type: z.enum(ALARM_TYPE_CODES, { error: `类型只能是 ${ALARM_TYPE_CODES.join('、')}` }).optional(),
  area_id: idSchema('区域编号', 'area_id').optional(),
  start: dateTimeSchema('开始时间', 'start').optional(),
  end: dateTimeSchema('结束时间', 'end').optional(),
});
export type AlarmListBody = z.infer<typeof alarmListBodySchema>;

export const alarmRefBodySchema = z.object({ fid: fidSchema, alarm_id: alarmIdSchema });
export const closeAlarmBodySchema = z.object({ fid: fidSchema, alarm_id: alarmIdSchema, reason: closeReasonSchema });
/** POST /api/ack_alarm — 「已确认，处理中」: the alarm stays open, its escalation stops. */
export const ackAlarmBodySchema = z.object({ fid: fidSchema, alarm_id: alarmIdSchema });
export const closeAllAlarmsBodySchema = z.object({ fid: fidSchema, reason: closeReasonSchema });

/** POST /api/save_iot_point_alarm — a sensor's limits; levels 0 and 5 count as severe. */
export const pointAlarmBodySchema = z.object({
  fid: fidSchema,
  point_id: idSchema('点位编号', 'point_id'),
  high: z.number({ error: '上限必须是数字或留空' }).finite().nullable(),
  low: z.number({ error: '下限必须是数字或留空' }).finite().nullable(),
  level: levelSchema.default(1),
  delay_s: intSchema('延时秒数 delay_s', { min: 0, max: 86_400 }).default(0),
  enabled: z.boolean().default(true),
  /** Left out: the point keeps its setting (new points: on). */
  auto_clear: z.boolean().optional(),
  /** Left out: the point keeps its setting; null: no 数据中断 alarm. */
  stale_min: intSchema('数据中断分钟数 stale_min', { min: 1, max: 10_080 }).nullable().optional(),
});
export type PointAlarmBody = z.infer<typeof pointAlarmBodySchema>;

/** One alarm as the list and the detail show it. */
export const alarmSchema = z.object({
  alarm_id: z.number(),
  title: z.string(),
  alarm_type: z.enum(ALARM_TYPE_CODES),
  type_label: z.string(),
  level: z.number(),
  severe: z.boolean(),
  status: z.enum(ALARM_STATUSES),
  /** How often it was raised again while open. */
  count: z.number(),
  last_value: z.number().nullable(),
  source_type: z.enum(ALARM_SOURCE_TYPES),
  source_id: z.number(),
  ...optAreaView,
  first_at: isoTime,
  last_at: isoTime,
  closed_at: isoTime.nullable(),
  /** 系统 when it closed by itself. */
  closed_by_name: z.string().nullable(),
  close_reason: z.string(),
  /** When someone took it on (确认); null while nobody has. */
  acked_at: isoTime.nullable(),
  acked_by_name: z.string().nullable(),
  /** The condition still holds; a closed alarm that is active raises nothing new until it has cleared. */
  active: z.boolean(),
});
export type Alarm = z.infer<typeof alarmSchema>;

/** A sensor's alarm settings as stored. */
export const pointAlarmCfgSchema = z.object({
  high: z.number().nullable(),
  low: z.number().nullable(),
  level: z.number(),
  delay_s: z.number(),
  enabled: z.boolean(),
  auto_clear: z.boolean(),
  stale_min: z.number().nullable(),
});
export type PointAlarmCfg = z.infer<typeof pointAlarmCfgSchema>;

/** POST /api/get_fac_alarm_detail — the alarm, its point and limits, and readings from 30 min before to 30 min after. */
export const alarmDetailSchema = alarmSchema.extend({
  point: z.object({ point_id: z.number(), name: z.string(), code: z.string(), unit: z.string(), gw_name: z.string() }).nullable(),
  threshold: pointAlarmCfgSchema.nullable(),
  /** [ms since epoch, value], thinned evenly to at most 2000 for the chart. */
  readings: z.array(z.tuple([z.number(), z.number()])),
});
export type AlarmDetail = z.infer<typeof alarmDetailSchema>;

export const closeAllAlarmsSchema = z.object({ closed_ct: z.number() });

const { list, edit, ...calls } = pageCallsOf('告警', 'alarm');

export const getFacAlarmlogList = list.post('/api/get_fac_alarmlog_list', { summary: '告警记录（status: valid 未关闭 / closed 已关闭）', body: alarmListBodySchema, data: pagedSchema(alarmSchema) });

export const getFacAlarmDetail = list.post('/api/get_fac_alarm_detail', { summary: '告警详情：前后 30 分钟的原始读数与告警限值', body: alarmRefBodySchema, data: alarmDetailSchema });

export const closeFacAlarmlog = edit.post('/api/close_fac_alarmlog', { summary: '关闭一条告警', body: closeAlarmBodySchema, data: null, msg: '告警已关闭' });

export const ackAlarm = edit.post('/api/ack_alarm', { summary: '确认一条告警（已确认，处理中）：告警保持未关闭，升级通知停止', body: ackAlarmBodySchema, data: null, msg: '告警已确认' });

/** Its message says how many closed (「已关闭 n 条告警」). */
export const closeFacAlarmlogAll = edit.post('/api/close_fac_alarmlog_all', { summary: '关闭本工厂全部未关闭的告警', body: closeAllAlarmsBodySchema, data: closeAllAlarmsSchema });

export const saveIotPointAlarm = calls.post('/api/save_iot_point_alarm', { access: callAccess.perm('cfg.iot.edit'), summary: '设置传感器的告警：上下限、级别（0 与 5 为严重）、延时、自动恢复、数据中断分钟数', body: pointAlarmBodySchema, data: null, msg: '告警设置已保存' });
