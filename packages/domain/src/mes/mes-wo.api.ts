import { z } from 'zod';
import { fidSchema, kwSchema, optionalFilters } from '../api/envelope.js';
import { daySchema, intSchema, textSchema } from '../api/fields.js';
import { callsAs, pageCallsOf } from '../contract/call.js';
import { areaIdSchema, batchIdSchema, dishesSchema, growingPhaseSchema, kgSchema, lotIdSchema, plantsSchema, specIdSchema } from '../plant/plant-fields.js';
import { createProtectionBodySchema } from '../plant/plant-protection.api.js';
import { mesOeeSchema, mesWoBriefSchema } from './mes-equip.api.js';
import { eqIdSchema, mesNoteSchema, mesUidSchema, minutesSchema, planTimeSchema, teamSchema, woIdSchema, woOpSchema, woSourceSchema, woStatusSchema, workersSchema } from './mes-fields.js';

/**
 * 工单 (/m02/index1; mes.list to read, mes.edit to plan, assign and cancel; starting and completing record planting
 * events, so they need plant.edit). A work order is a planting event to be done: completing 「移栽 B-2026-118 到栽培一区
 * 48 盘」 records the transplant through the batch service with the same checks (capacity, safety interval,
 * conservation); a refusal names the reason and leaves the order open. A part done (30 of 48) leaves the rest due.
 */

const isoTime = z.iso.datetime({ offset: true });

export const mesWoSchema = z.object({
  wo_id: z.number(), wo_no: z.string(), op: woOpSchema, source: woSourceSchema, status: woStatusSchema,
  late: z.boolean().describe('未完成已过计划结束，或完成晚于计划结束'),
  batch_id: z.number().nullable(), batch_no: z.string().describe('播种工单完成前为空'), crop: z.string(),
  spec_id: z.number(),
  dishes: z.number().describe('计划盘数'), done_dishes: z.number().describe('已完成盘数'),
  from_phase: z.string().nullable(), from_area_id: z.number().nullable(), from_area_name: z.string(),
  to_phase: z.string().nullable(), to_area_id: z.number().nullable(), to_area_name: z.string(),
  plan_start: isoTime, plan_end: isoTime,
  team: z.string(), uid: z.number().nullable(), user_name: z.string(),
  eq_id: z.number().nullable(), eq_name: z.string(),
  started_at: isoTime.nullable(), done_at: isoTime.nullable(),
  labour_min: z.number().describe('累计工时（人·分钟）'), eq_count: z.number().describe('设备计数（盘）'), reject: z.number(),
  remark: z.string(), cancel_reason: z.string(),
  version: z.number(),
});
export type MesWo = z.infer<typeof mesWoSchema>;

/** Orders planned in the days (by planned start); `mine`: the caller's own. */
export const mesWoListFilterSchema = z.object({
  fid: fidSchema,
  kw: kwSchema,
  ...optionalFilters({
    from: daySchema('开始日期', 'from'),
    to: daySchema('结束日期', 'to'),
    op: woOpSchema,
    status: woStatusSchema,
    team: teamSchema,
    uid: mesUidSchema,
    eq_id: eqIdSchema,
    batch_id: batchIdSchema,
    late: z.boolean(),
    mine: z.boolean(),
  }),
});

export const WO_LOG_ACTIONS = ['create', 'assign', 'replan', 'start', 'finish', 'refuse', 'cancel'] as const;
export const WO_LOG_ACTION_LABELS = { create: '创建', assign: '派工', replan: '调整计划', start: '开工', finish: '完工', refuse: '完工被拒', cancel: '取消' } as const;
export const mesWoLogSchema = z.object({ at: isoTime, by_name: z.string(), action: z.enum(WO_LOG_ACTIONS), dishes: z.number().nullable(), labour_min: z.number().nullable(), note: z.string() });
export const mesWoDetailSchema = z.object({
  wo: mesWoSchema,
  logs: z.array(mesWoLogSchema),
  /** The batch events the order recorded (completions), each linked to the batch. */
  events: z.array(z.object({ event_id: z.number(), date: z.string(), label: z.string(), dishes: z.number() })),
  can_plan: z.boolean().describe('持有 mes.edit 且工单未结束'),
  can_work: z.boolean().describe('持有 plant.edit 且工单未结束'),
});
export type MesWoDetail = z.infer<typeof mesWoDetailSchema>;
export const mesWoRefBodySchema = z.object({ fid: fidSchema, wo_id: woIdSchema });

const woPlan = {
  plan_start: planTimeSchema('计划开始', 'plan_start'),
  plan_end: planTimeSchema('计划结束', 'plan_end'),
  team: teamSchema.default(''),
  uid: mesUidSchema.nullable().default(null),
  eq_id: eqIdSchema.nullable().default(null),
};
const endAfterStart = (b: { plan_start: string; plan_end: string }) => Date.parse(b.plan_end) > Date.parse(b.plan_start);
const END_MSG = { path: ['plan_end'], message: '计划结束须晚于计划开始' };

/** A work order by hand: sowing names the spec and the area; the others name the batch and where. Not once started. */
export const saveMesWoBodySchema = z
  .object({
    ...{ fid: fidSchema, wo_id: woIdSchema.optional() },
    op: woOpSchema,
    batch_id: batchIdSchema.nullable().default(null),
    spec_id: specIdSchema.nullable().default(null),
    dishes: dishesSchema('计划盘数 dishes'),
    from_phase: growingPhaseSchema('from_phase').nullable().default(null),
    from_area_id: areaIdSchema.nullable().default(null),
    to_phase: growingPhaseSchema('to_phase').nullable().default(null),
    to_area_id: areaIdSchema.nullable().default(null),
    ...woPlan,
    remark: textSchema('备注', 200, { multiline: true }).default(''),
  })
  .refine(endAfterStart, END_MSG)
  .superRefine((b, ctx) => {
    const bad = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.op === 'sow' && (b.spec_id === null || b.to_area_id === null)) bad('spec_id', '播种工单请选择品种规格和播种区域');
    if (b.op !== 'sow' && b.batch_id === null) bad('batch_id', '请选择批次');
    if ((b.op === 'move' || b.op === 'transplant') && (b.from_area_id === null || b.to_area_id === null || !b.from_phase || !b.to_phase)) bad('to_area_id', '移动和移栽工单请选择从哪里到哪里（阶段与区域）');
    if (b.op === 'harvest' && (b.from_area_id === null || !b.from_phase)) bad('from_area_id', '采收工单请选择采收的阶段与区域');
  });
export type SaveMesWoBody = z.output<typeof saveMesWoBodySchema>;

/** 派工 and the board's drag: who, which machine, when. */
export const assignMesWoBodySchema = z.object({ ...mesWoRefBodySchema.shape, ...woPlan }).refine(endAfterStart, END_MSG);
export const cancelMesWoBodySchema = mesWoRefBodySchema.extend({ reason: mesNoteSchema('取消原因', 2) });
/** Generate orders for the planned days from due moves, due harvests and the orders' planned sowings (never twice). */
export const genMesWoBodySchema = z.object({ fid: fidSchema, from: daySchema('开始日期', 'from'), to: daySchema('结束日期', 'to') });
export const genMesWoResultSchema = z.object({ created: z.number(), existing: z.number(), orders: z.array(mesWoBriefSchema) });

const prot = createProtectionBodySchema.shape;
/** What 植保 records on completion: the pesticide, as the protection record asks it. */
export const woProtectionSchema = z.object({ kind: prot.kind, target: prot.target, item_id: prot.item_id, lot_id: prot.lot_id, dose: prot.dose, qty: prot.qty });

/** 完工 (all of it or a part): the version the worker saw, so the same completion twice is recorded once. */
export const finishMesWoBodySchema = z.object({
  ...mesWoRefBodySchema.shape,
  version: intSchema('工单版本 version', { min: 0, max: 2_147_483_647 }),
  dishes: dishesSchema('完成盘数 dishes', 0),
  plants: plantsSchema('株数 plants', 1).optional(),
  /** Transplant: growing dishes filled (absent: as few as hold the plants). */
  dishes_to: dishesSchema('栽培盘数 dishes_to').optional(),
  /** Harvest: kg by grade. */
  grades: z.array(z.object({ grade: z.string().trim().regex(/^[A-Za-z0-9]{1,8}$/, '等级 grade 须为 1–8 个字母或数字'), kg: kgSchema('采收重量 kg') })).max(10).optional(),
  /** Sowing: the seed lot (absent: first-expiring first). */
  seed_lot_id: lotIdSchema.optional(),
  protection: woProtectionSchema.optional(),
  /** Absent: minutes since the start (or the last part) × workers. */
  labour_min: minutesSchema('工时 labour_min（人·分钟）', 50 * 24 * 60).optional(),
  workers: workersSchema.default(1),
  reject: dishesSchema('设备损坏盘数 reject', 0).default(0),
  /** The harvest weight above the plausible, or the protection's held harvests: the worker has seen the warning. */
  confirm: z.boolean({ error: '确认 confirm 须为 true 或 false' }).default(false),
  remark: mesNoteSchema('完工说明').default(''),
});
export type FinishMesWoBody = z.output<typeof finishMesWoBodySchema>;

// ── Board, phone, labour ─────────────────────────────────────────────────────────────────────────
export const mesBoardBodySchema = z.object({
  fid: fidSchema,
  from: daySchema('开始日期', 'from'),
  days: z.union([z.literal(1), z.literal(7)], { error: '天数 days 只能是 1（日）或 7（周）' }).default(1),
  by: z.enum(['team', 'eq'], { error: '看板分组 by 只能是 team（班组）或 eq（设备）' }).default('team'),
});
export const mesBoardLaneSchema = z.object({
  key: z.string(), name: z.string(),
  /** By machine: dishes per day at rated capacity over the shift; by team: null. */
  capacity_dishes: z.number().nullable(),
  planned_dishes: z.number(),
  state: z.string().nullable().describe('设备当前状态（按设备分组时）'),
  orders: z.array(mesWoSchema),
});
export const mesBoardSchema = z.object({ from: z.string(), to: z.string(), lanes: z.array(mesBoardLaneSchema), counts: z.record(woStatusSchema, z.number()), late: z.number() });
export type MesBoard = z.infer<typeof mesBoardSchema>;

export const mesMyWoSchema = z.object({ day: z.string(), orders: z.array(mesWoSchema), done_today: z.number(), dishes_today: z.number() });
export const mesMyWoBodySchema = z.object({ fid: fidSchema, ...optionalFilters({ day: daySchema('日期', 'day') }) });

export const mesLabourRowSchema = z.object({
  period: z.string(), op: woOpSchema, orders: z.number(), dishes: z.number(), labour_hours: z.number(),
  dishes_per_hour: z.number().nullable(), late: z.number(),
});
export type MesLabourRow = z.infer<typeof mesLabourRowSchema>;
export const mesLabourPersonSchema = z.object({ uid: z.number(), user_name: z.string(), orders: z.number(), dishes: z.number(), labour_hours: z.number(), dishes_per_hour: z.number().nullable() });
export const mesLabourSchema = z.object({ rows: z.array(mesLabourRowSchema), people: z.array(mesLabourPersonSchema), total: z.object({ orders: z.number(), dishes: z.number(), labour_hours: z.number(), dishes_per_hour: z.number().nullable(), late: z.number() }) });
export type MesLabour = z.infer<typeof mesLabourSchema>;
export const mesLabourFilterSchema = z.object({
  fid: fidSchema,
  from: daySchema('开始日期', 'from'),
  to: daySchema('结束日期', 'to'),
  by: z.enum(['day', 'week'], { error: '统计方式 by 只能是 day（按日）或 week（按周）' }).default('week'),
  ...optionalFilters({ op: woOpSchema, team: teamSchema }),
});

/** The home page's card. */
export const mesHomeSchema = z.object({ today_orders: z.number(), today_done: z.number(), doing: z.number(), late: z.number(), machines_fault: z.number(), week: mesOeeSchema });

// ── Calls (lists: mes-lists.ts) ───────────────────────────────────────────────────────────────────
const { list, edit } = pageCallsOf('工单', 'mes', { module: 'mes' });
const work = callsAs('工单', { kind: 'perm', code: 'plant.edit', module: 'mes' });
export const getMesWo = list.post('/api/get_mes_wo', { summary: '工单详情：计划、派工、完工记录与记下的批次事件', body: mesWoRefBodySchema, data: mesWoDetailSchema });
export const saveMesWo = edit.post('/api/save_mes_wo', { summary: '手工新建或编辑工单（开工前）', body: saveMesWoBodySchema, data: mesWoDetailSchema, msg: '已保存' });
export const genMesWo = edit.post('/api/gen_mes_wo', { summary: '按到期移动、到期采收和订单计划播种生成工单（已有的不重复生成）', body: genMesWoBodySchema, data: genMesWoResultSchema, msg: '工单已生成' });
export const assignMesWo = edit.post('/api/assign_mes_wo', { summary: '派工或调整计划：班组、人员、设备与计划时间（看板拖动同此）', body: assignMesWoBodySchema, data: mesWoDetailSchema, msg: '已派工' });
export const cancelMesWo = edit.post('/api/cancel_mes_wo', { summary: '取消工单（已完成的部分保留）', body: cancelMesWoBodySchema, data: mesWoDetailSchema, msg: '工单已取消' });
export const startMesWo = work.post('/api/start_mes_wo', { summary: '开工：工单进行中，设备开始运行', body: mesWoRefBodySchema, data: mesWoDetailSchema, msg: '已开工' });
export const finishMesWo = work.post('/api/finish_mes_wo', { summary: '完工（全部或部分）：按批次规则记下对应的种植事件；被拒时说明原因，工单保持未完成', body: finishMesWoBodySchema, data: mesWoDetailSchema, msg: '已完工', conflict: true });
export const getMesBoard = list.post('/api/get_mes_board', { summary: '工单看板：一天或一周，按班组或设备分道，含设备产能', body: mesBoardBodySchema, data: mesBoardSchema });
export const getMesMyWo = callsAs('工单', { kind: 'perm', code: 'mes.list', or: ['plant.edit'], module: 'mes' }).post('/api/get_mes_my_wo', { summary: '我的工单：今天派给我的工单（手机）', body: mesMyWoBodySchema, data: mesMyWoSchema });
export const getMesHome = list.post('/api/get_mes_home', { summary: '首页：今日工单、进行中、逾期与故障设备', body: z.object({ fid: fidSchema }), data: mesHomeSchema });
