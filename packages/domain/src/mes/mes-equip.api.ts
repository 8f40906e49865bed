import { z } from 'zod';
import { fidSchema, kwSchema, optionalFilters } from '../api/envelope.js';
import { daySchema, textSchema } from '../api/fields.js';
import { recordStatusSchema } from '../plant/plant-fields.js';
import { areaIdSchema } from '../plant/plant-fields.js';
import { pageCallsOf } from '../contract/call.js';
import { MES_EQUIP_PAGES } from './mes-vocab.js';
import {
  capacitySchema,
  eqIdSchema,
  equipKindSchema,
  equipStateSchema,
  faultIdSchema,
  gwIdSchema,
  maintDaysSchema,
  maintKindSchema,
  mesNoteSchema,
  minutesSchema,
} from './mes-fields.js';

/**
 * 播种设备, 移栽设备 and 采收设备 (/m01/index1..3; mes.list to read, mes.edit to change): the machines, their live
 * state and counts (from the machine's gateway: a state point and a dish counter), OEE per day or week, faults and
 * maintenance. A machine's state is kept as spans (运行 from … to …), so availability is measured, not guessed.
 */

const isoTime = z.iso.datetime({ offset: true });
const mesPageSchema = z.enum(Object.keys(MES_EQUIP_PAGES) as [keyof typeof MES_EQUIP_PAGES], { error: '页面 page 只能是 index1、index2 或 index3' });
/** A paged list's page filter: `page` is the list's page number there, so the equipment page is `eq_page`. */
const eqPageFilterSchema = z.enum(Object.keys(MES_EQUIP_PAGES) as [keyof typeof MES_EQUIP_PAGES], { error: '设备页面 eq_page 只能是 index1、index2 或 index3' });

// ── 设备 ──────────────────────────────────────────────────────────────────────────────────────────
export const mesEquipSchema = z.object({
  eq_id: z.number(), kind: equipKindSchema, name: z.string(), model: z.string(),
  area_id: z.number().nullable(), area_name: z.string(),
  capacity: z.number().describe('额定产能（盘/小时）'),
  gw_id: z.number().nullable(), gw_name: z.string().describe('接入的网关；空为未接入'), online: z.boolean(),
  state: equipStateSchema, state_since: isoTime,
  maint_days: z.number(), last_maint_day: z.string().nullable(), next_maint_day: z.string(), maint_due: z.boolean().describe('已到或超过下次保养日'),
  open_fault_id: z.number().nullable(),
  status: recordStatusSchema, remark: z.string(),
});
export type MesEquip = z.infer<typeof mesEquipSchema>;

export const mesEquipListFilterSchema = z.object({
  fid: fidSchema,
  kw: kwSchema,
  ...optionalFilters({ eq_page: eqPageFilterSchema, kind: equipKindSchema, state: equipStateSchema, status: recordStatusSchema }),
});

export const saveMesEquipBodySchema = z.object({
  ...{ fid: fidSchema, eq_id: eqIdSchema.optional() },
  kind: equipKindSchema,
  name: textSchema('设备名称', 32, { min: 2, minMsg: '设备名称至少 2 个字' }),
  model: textSchema('型号', 32).default(''),
  area_id: areaIdSchema.nullable().default(null),
  capacity: capacitySchema,
  /** The machine's gateway (its state, count and run points); null: states and counts are entered by hand. */
  gw_id: gwIdSchema.nullable().default(null),
  maint_days: maintDaysSchema.default(30),
  status: recordStatusSchema.default('enabled'),
  remark: textSchema('备注', 200, { multiline: true }).default(''),
});
export type SaveMesEquipBody = z.output<typeof saveMesEquipBodySchema>;
export const mesEquipRefBodySchema = z.object({ fid: fidSchema, eq_id: eqIdSchema });

// ── 实时 ──────────────────────────────────────────────────────────────────────────────────────────
export const mesWoBriefSchema = z.object({ wo_id: z.number(), wo_no: z.string(), op_label: z.string(), batch_no: z.string(), dishes: z.number(), done_dishes: z.number(), user_name: z.string(), plan_end: isoTime });
export const mesOeeSchema = z.object({ availability: z.number().nullable(), performance: z.number().nullable(), quality: z.number().nullable(), oee: z.number().nullable() });

export const mesMachineLiveSchema = z.object({
  equip: mesEquipSchema,
  today_count: z.number().describe('今日计数（盘）'),
  today_run_min: z.number(), today_fault_min: z.number(),
  current_wo: mesWoBriefSchema.nullable(),
  next_wo: mesWoBriefSchema.nullable(),
  today: mesOeeSchema,
});
export const mesLiveSchema = z.object({
  machines: z.array(mesMachineLiveSchema),
  kpi: z.object({ running: z.number(), idle: z.number(), fault: z.number(), maint: z.number(), today_count: z.number(), open_faults: z.number(), maint_due: z.number(), week_oee: z.number().nullable() }),
});
export type MesLive = z.infer<typeof mesLiveSchema>;
export const mesLiveBodySchema = z.object({ fid: fidSchema, page: mesPageSchema });

// ── OEE ───────────────────────────────────────────────────────────────────────────────────────────
export const mesOeeRowSchema = z.object({
  period: z.string().describe('日期，或周的第一天'), eq_id: z.number(), eq_name: z.string(),
  planned_min: z.number(), run_min: z.number(), fault_min: z.number(), maint_min: z.number(),
  count: z.number(), reject: z.number(), orders: z.number(),
  ...mesOeeSchema.shape,
});
export type MesOeeRow = z.infer<typeof mesOeeRowSchema>;
/** The page's machines (or the one chosen) together per period: what the charts draw, from the same function as the total. */
export const mesOeePeriodSchema = z.object({ period: z.string(), planned_min: z.number(), run_min: z.number(), fault_min: z.number(), maint_min: z.number(), count: z.number(), ...mesOeeSchema.shape });
export type MesOeePeriod = z.infer<typeof mesOeePeriodSchema>;
export const mesOeeSchemaReply = z.object({ rows: z.array(mesOeeRowSchema), periods: z.array(mesOeePeriodSchema), total: mesOeeSchema });
export const mesOeeFilterSchema = z.object({
  fid: fidSchema,
  eq_page: eqPageFilterSchema,
  from: daySchema('开始日期', 'from'),
  to: daySchema('结束日期', 'to'),
  by: z.enum(['day', 'week'], { error: '统计方式 by 只能是 day（按日）或 week（按周）' }).default('day'),
  ...optionalFilters({ eq_id: eqIdSchema }),
});

// ── 故障 ──────────────────────────────────────────────────────────────────────────────────────────
export const mesFaultSchema = z.object({
  fault_id: z.number(), eq_id: z.number(), eq_name: z.string(), kind: equipKindSchema,
  started_at: isoTime, ended_at: isoTime.nullable(), minutes: z.number().describe('停机分钟（未恢复的算到现在）'),
  reason: z.string(), note: z.string(), source: z.enum(['iot', 'hand']).describe('iot：设备上报；hand：人工登记'),
  reported_by_name: z.string(), cleared_by_name: z.string().nullable(),
});
export type MesFault = z.infer<typeof mesFaultSchema>;
export const mesFaultListFilterSchema = z.object({
  fid: fidSchema,
  kw: kwSchema,
  ...optionalFilters({ eq_page: eqPageFilterSchema, eq_id: eqIdSchema, from: daySchema('开始日期', 'from'), to: daySchema('结束日期', 'to'), open: z.boolean() }),
});
export const reportMesFaultBodySchema = mesEquipRefBodySchema.extend({ reason: textSchema('故障现象', 64, { min: 2, minMsg: '请填写故障现象（至少 2 个字）' }), note: mesNoteSchema('说明') });
export const clearMesFaultBodySchema = z.object({ fid: fidSchema, fault_id: faultIdSchema, note: mesNoteSchema('处理说明', 2) });

// ── 保养 ──────────────────────────────────────────────────────────────────────────────────────────
export const mesMaintSchema = z.object({
  maint_id: z.number(), eq_id: z.number(), eq_name: z.string(), day: z.string(), kind: maintKindSchema,
  minutes: z.number(), note: z.string(), by_name: z.string(), at: isoTime,
});
export type MesMaint = z.infer<typeof mesMaintSchema>;
export const mesMaintListFilterSchema = z.object({
  fid: fidSchema,
  ...optionalFilters({ eq_page: eqPageFilterSchema, eq_id: eqIdSchema, from: daySchema('开始日期', 'from'), to: daySchema('结束日期', 'to') }),
});
export const saveMesMaintBodySchema = mesEquipRefBodySchema.extend({
  day: daySchema('保养日期', 'day'),
  kind: maintKindSchema.default('plan'),
  minutes: minutesSchema('停机分钟 minutes').default(60),
  note: mesNoteSchema('保养内容', 2),
});
export const setMesEquipStateBodySchema = mesEquipRefBodySchema.extend({ state: z.enum(['idle', 'maint'], { error: '只能手动切换为 idle（待机）或 maint（保养）' }) });

// ── Calls (lists: mes-lists.ts) ───────────────────────────────────────────────────────────────────
const { list, edit } = pageCallsOf('生产设备', 'mes', { module: 'mes' });
export const saveMesEquip = edit.post('/api/save_mes_equip', { summary: '新增或编辑设备（类型、型号、区域、额定产能、接入网关、保养周期）', body: saveMesEquipBodySchema, data: mesEquipSchema, msg: '已保存' });
export const getMesLive = list.post('/api/get_mes_live', { summary: '设备实时：状态、今日计数、当前与下一工单、今日 OEE，及页面汇总', body: mesLiveBodySchema, data: mesLiveSchema });
export const setMesEquipState = edit.post('/api/set_mes_equip_state', { summary: '手动切换设备为待机或保养（运行与故障由工单与故障登记决定）', body: setMesEquipStateBodySchema, data: mesEquipSchema, msg: '状态已切换' });
export const reportMesFault = edit.post('/api/report_mes_fault', { summary: '登记故障：设备转为故障，进行中的工单暂停计时', body: reportMesFaultBodySchema, data: mesFaultSchema, msg: '故障已登记' });
export const clearMesFault = edit.post('/api/clear_mes_fault', { summary: '故障恢复：记录处理说明，设备回到待机', body: clearMesFaultBodySchema, data: mesFaultSchema, msg: '故障已恢复' });
export const saveMesMaint = edit.post('/api/save_mes_maint', { summary: '登记保养或维修：更新上次保养日与下次到期', body: saveMesMaintBodySchema, data: mesMaintSchema, msg: '已登记' });
