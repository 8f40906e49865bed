import { z } from 'zod';
import { facBodySchema, fidSchema, kwSchema } from './envelope.js';
import { decimalSchema, textSchema } from './fields.js';
import { callAccess, callsAs, pageCallsOf } from '../contract/call.js';
import { listOf, pagedBodyOf } from '../contract/list.js';
import { BATCH_COLUMNS, DUE_MOVE_COLUMNS, IN_PROCESS_COLUMNS } from './plant-columns.js';
import {
  areaIdSchema,
  batchIdSchema,
  batchVersionSchema,
  dayRangeFilter,
  dishesSchema,
  eventDaySchema,
  growingPhaseSchema,
  kgSchema,
  lotIdSchema,
  phaseSchema,
  picIdSchema,
  plantsSchema,
  producePhaseSchema,
  remarkSchema,
  specCropFilter,
  specIdSchema,
} from './plant-fields.js';
import { PLANT_PHASES } from '../labels/enum-labels.js';
import { AREA_KINDS, BATCH_EVENT_KINDS, BATCH_STATUSES, DISH_TYPES, GROWING_PHASES, LOSS_REASONS } from '../plant/plant-vocab.js';
import { batchRefView, lotRefView, operatorView, phasePlaceView, specVerRefView } from './view-fields.js';

/**
 * Calls of 种植批次 (/plant/*, plant.list / plant.edit): batches from sowing to closing and the events that
 * move them. Every write names the batch `version` it was based on; a stale one answers 409 with the batch
 * as it is now (`data: BatchView`). Lists and reports: plant-record.api.ts; protection and pictures:
 * plant-protection.api.ts.
 */

export const BATCH_NO_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
const batchNoSchema = z
  .string({ error: '批次号 batch_no 须为 1–32 个字母、数字、- 或 _' })
  .trim()
  .regex(BATCH_NO_PATTERN, '批次号 batch_no 须为 1–32 个字母、数字、- 或 _');
const statusFilter = z.enum(BATCH_STATUSES, { error: `批次状态 status 只能是 ${BATCH_STATUSES.join('、')}` });
const lossReasonSchema = z.enum(LOSS_REASONS, { error: `损耗原因 reason 只能是 ${LOSS_REASONS.join('、')}` });

// ── What the server answers ────────────────────────────────────────────────────────────────────────
export const batchSchema = z.object({
  batch_id: z.number(),
  batch_no: z.string(),
  ...specVerRefView,
  sow_date: z.string(),
  status: z.enum(BATCH_STATUSES),
  /** Most advanced phase holding dishes (else produce); null when nothing is left anywhere. */
  phase: z.enum(PLANT_PHASES).nullable(),
  dishes: z.number(),
  plants: z.number(),
  plants_sown: z.number(),
  plants_lost: z.number(),
  plants_harvested: z.number(),
  kg_harvested: z.number(),
  /** Areas it stands in now. */
  areas: z.array(z.object({ area_id: z.number(), name: z.string() })),
  planned_pick_day: z.string().nullable(),
  /** While a safety interval runs: the first day harvest is allowed. */
  safe_from: z.string().nullable(),
  closed_on: z.string().nullable(),
  last_date: z.string(),
  version: z.number(),
  remark: z.string(),
});
export type BatchView = z.infer<typeof batchSchema>;

export const batchPlaceSchema = z.object({
  ...phasePlaceView,
  plants: z.number(),
  /** First day in this phase, days since, the plan's days, days over plan (0 when on time). */
  since: z.string(),
  days_in: z.number(),
  planned_days: z.number(),
  late_days: z.number(),
});

export const batchEventSchema = z.object({
  event_id: z.number(),
  seq: z.number(),
  kind: z.enum(BATCH_EVENT_KINDS),
  kind_label: z.string(),
  date: z.string(),
  from_phase: z.enum(PLANT_PHASES).nullable(),
  from_area_id: z.number().nullable(),
  from_area_name: z.string().nullable(),
  to_phase: z.enum(PLANT_PHASES).nullable(),
  to_area_id: z.number().nullable(),
  to_area_name: z.string().nullable(),
  dishes: z.number(),
  /** Transplants: growing dishes filled. */
  dishes_to: z.number().nullable(),
  plants: z.number(),
  /** Picks and stores. */
  kg: z.number().nullable(),
  grades: z.array(z.object({ grade: z.string(), kg: z.number() })),
  /** Losses. */
  reason: z.enum(LOSS_REASONS).nullable(),
  prot_id: z.number().nullable(),
  pesticide: z.string().nullable(),
  remark: z.string(),
  operator_uid: z.number().nullable(),
  ...operatorView,
  created_at: z.iso.datetime(),
  pic_ct: z.number(),
  /** A `void` event: the event it voids. */
  void_of: z.number().nullable(),
  /** Voided by a later `void` event: why, who and when (the event stays in the log; the batch is replayed without it). */
  voided: z.object({ event_id: z.number(), reason: z.string(), operator_name: z.string(), at: z.iso.datetime() }).nullable(),
});
export type BatchEventView = z.infer<typeof batchEventSchema>;

/** Plan against reality for each phase of the batch's spec version. */
export const batchPlanSchema = z.object({
  phase: z.enum(PLANT_PHASES),
  /** The kind of area the spec version puts this phase in (育苗 / 栽培 / 包装 / 冷库 / 其他). */
  area_kind: z.enum(AREA_KINDS),
  /** Growing phases: the dish type and how many plants one dish holds at the spec's density; produce phases: null. */
  dish_type: z.enum(DISH_TYPES).nullable(),
  plants_per_dish: z.number().nullable(),
  planned_start: z.string(),
  planned_end: z.string(),
  planned_days: z.number(),
  actual_start: z.string().nullable(),
  actual_end: z.string().nullable(),
  actual_days: z.number().nullable(),
});

export const batchDetailSchema = z.object({
  batch: batchSchema,
  places: z.array(batchPlaceSchema),
  plan: z.array(batchPlanSchema),
  events: z.array(batchEventSchema),
  harvest: z.object({
    kg: z.number(),
    by_grade: z.array(z.object({ grade: z.string(), name: z.string(), kg: z.number() })),
    /** kg per growing dish harvested, against the spec's expectation. */
    kg_per_dish: z.number().nullable(),
    expected_kg_per_dish: z.number(),
    kg_by_phase: z.object({ pick: z.number(), tmp_storage: z.number(), storage: z.number() }),
  }),
  protections: z.array(z.object({ prot_id: z.number(), date: z.string(), pesticide: z.string(), safe_days: z.number(), safe_from: z.string() })),
  seed_issues: z.array(z.object({ ...lotRefView, qty: z.number(), unit: z.string() })),
  pic_ct: z.number(),
  /** The batch's next move or transplant is refused today (no area of the next kind has room): why, and from when. */
  next_block: z.object({ kind: z.enum(['move', 'transplant']), reason: z.string(), until: z.string().nullable() }).nullable().optional(),
});
export type BatchDetail = z.infer<typeof batchDetailSchema>;

// ── Lists ─────────────────────────────────────────────────────────────────────────────────────────
export const batchListFilterSchema = z.object({
  fid: fidSchema,
  kw: kwSchema,
  ...specCropFilter,
  phase: phaseSchema('phase').optional(),
  area_id: areaIdSchema.optional(),
  status: statusFilter.optional(),
  /** Sowing day range. */
  ...dayRangeFilter,
});
export const batchListBodySchema = pagedBodyOf(batchListFilterSchema);
export const exportBatchListBodySchema = batchListFilterSchema;

/** 在产批次: one row per batch and place, with days in phase against the plan. */
export const inProcessListFilterSchema = z.object({
  fid: fidSchema,
  kw: kwSchema,
  ...specCropFilter,
  phase: growingPhaseSchema('phase').optional(),
  area_id: areaIdSchema.optional(),
  late_only: z.boolean({ error: '只看超期 late_only 必须是 true 或 false' }).optional(),
});
export const inProcessListBodySchema = pagedBodyOf(inProcessListFilterSchema);
export const exportInProcessListBodySchema = inProcessListFilterSchema;
export const inProcessItemSchema = batchPlaceSchema.extend({
  ...batchRefView,
  sow_date: z.string(),
  version: z.number(),
  /** What follows when due: move, transplant or pick. */
  next_kind: z.enum(['move', 'transplant', 'pick']).nullable(),
  next_phase: z.enum(PLANT_PHASES).nullable(),
});

export type InProcessItem = z.infer<typeof inProcessItemSchema>;

export const inProcessPhasesSchema = z.array(
  z.object({
    phase: z.enum(GROWING_PHASES),
    dishes: z.number(),
    plants: z.number(),
    batch_ct: z.number(),
    late_ct: z.number(),
    batches: z.array(z.object({ ...batchRefView, dishes: z.number(), days_in: z.number(), planned_days: z.number(), late_days: z.number() })),
  }),
);

/** Moves due by a day (today when absent): the overview's to-do list. */
export const dueMoveListFilterSchema = z.object({ fid: fidSchema, date: eventDaySchema.optional(), area_id: areaIdSchema.optional() });
export const dueMoveListBodySchema = pagedBodyOf(dueMoveListFilterSchema);
export const dueMoveSchema = inProcessItemSchema.extend({
  due_on: z.string(),
  /**
   * The step cannot be done yet (a pick inside a safety interval, a move into a kind of area with no room): why,
   * and the first day it can (null: not known yet — 待腾出空位).
   */
  blocked: z.object({ reason: z.string(), until: z.string().nullable() }).nullable(),
});
export type DueMoveItem = z.infer<typeof dueMoveSchema>;

export const plantFacBodySchema = facBodySchema;
export const batchRefBodySchema = z.object({ fid: fidSchema, batch_id: batchIdSchema });

// ── Writes ────────────────────────────────────────────────────────────────────────────────────────
/** 播种: creates the batch; seed is issued from the spec's seed item, first-expiring lot first (or `seed_lot_id`). */
export const createBatchBodySchema = z.object({
  fid: fidSchema,
  spec_id: specIdSchema,
  sow_date: eventDaySchema,
  places: z
    .array(z.object({ area_id: areaIdSchema, dishes: dishesSchema('播种盘数 dishes') }))
    .min(1, '请选择播种区域')
    .max(20, '一次最多播种到 20 个区域')
    .refine((ps) => new Set(ps.map((p) => p.area_id)).size === ps.length, '播种区域不能重复'),
  /** Empty: B<sowing day>-<nn>. */
  batch_no: batchNoSchema.optional(),
  seed_lot_id: lotIdSchema.optional(),
  remark: remarkSchema,
});
export type CreateBatchBody = z.infer<typeof createBatchBodySchema>;

const eventBase = { fid: fidSchema, batch_id: batchIdSchema, version: batchVersionSchema, date: eventDaySchema, remark: remarkSchema };
/** Where a move or a transplant takes dishes from and to. */
const moveEnds = {
  from_phase: growingPhaseSchema('from_phase'),
  from_area_id: areaIdSchema,
  to_phase: growingPhaseSchema('to_phase'),
  to_area_id: areaIdSchema,
};

/** Move dishes to another area in the same phase, or on to the next phase with the same dish type. */
export const moveBatchBodySchema = z.object({
  ...eventBase,
  ...moveEnds,
  dishes: dishesSchema('移动盘数 dishes'),
  /** Absent: the plants on those dishes (all of them with all dishes, else the proportional share). */
  plants: plantsSchema('移动株数 plants').optional(),
});

/** Seedling dishes → growing dishes at the spec's density; the plant count is kept. */
export const transplantBatchBodySchema = z.object({
  ...eventBase,
  ...moveEnds,
  dishes: dishesSchema('移栽育苗盘数 dishes'),
  plants: plantsSchema('移栽株数 plants', 1).optional(),
  /** Absent: as few growing dishes as hold the plants. */
  dishes_to: dishesSchema('栽培盘数 dishes_to').optional(),
});

export const recordLossBodySchema = z
  .object({
    ...eventBase,
    phase: growingPhaseSchema('phase'),
    area_id: areaIdSchema,
    dishes: dishesSchema('损耗盘数 dishes', 0),
    plants: plantsSchema('损耗株数 plants'),
    reason: lossReasonSchema,
    /** Pictures uploaded beforehand (upload_plant_pic) to attach. */
    pic_ids: z.array(picIdSchema).max(9, '最多附 9 张图片').default([]),
  })
  .refine((b) => b.dishes + b.plants > 0, { path: ['plants'], message: '损耗盘数和株数不能都为 0' });

export const harvestBatchBodySchema = z.object({
  ...eventBase,
  phase: growingPhaseSchema('phase'),
  area_id: areaIdSchema,
  dishes: dishesSchema('采收盘数 dishes', 0),
  plants: plantsSchema('采收株数 plants', 1).optional(),
  grades: z
    .array(
      z.object({
        grade: z
          .string({ error: '等级 grade 须为 1–8 个字母或数字' })
          .trim()
          .regex(/^[A-Za-z0-9]{1,8}$/, '等级 grade 须为 1–8 个字母或数字'),
        kg: kgSchema('采收重量 kg'),
      }),
    )
    .min(1, '请填写各等级的采收重量')
    .max(10, '最多 10 个等级')
    .refine((gs) => new Set(gs.map((g) => g.grade)).size === gs.length, '同一等级只能填写一次'),
  /** The user confirmed a weight above HARVEST_CONFIRM_FACTOR × the expected yield (harvest-plausibility.ts). */
  confirm: z.boolean({ error: 'confirm 须为 true 或 false' }).optional(),
});

/** Harvested kg handed on: pick → tmp_storage → storage. */
export const storeHarvestBodySchema = z.object({
  ...eventBase,
  from_phase: producePhaseSchema('from_phase'),
  to_phase: producePhaseSchema('to_phase'),
  kg: decimalSchema('转存重量 kg', { min: 0.001, max: 1_000_000 }),
});

export const deleteBatchBodySchema = batchRefBodySchema.extend({
  reason: textSchema('删除原因', 200, { min: 2, minMsg: '请填写删除原因（至少 2 个字）', multiline: true }),
});

/** Every batch write answers with the batch as it now is. */
export const batchWriteResultSchema = z.object({ batch: batchSchema, places: z.array(batchPlaceSchema), event_id: z.number().nullable() });

// ── Calls ─────────────────────────────────────────────────────────────────────────────────────────
const { list, edit } = pageCallsOf('种植批次', 'plant');
/** The batch's own detail and climate also open from the planting log (/batch_detail_pg, spec §2: syslog.list). */
export const plantDetailRead = callsAs('种植批次', callAccess.perm('plant.list', 'syslog.list'));

export const plantBatchList = listOf(list, {
  title: '种植批次',
  urls: { list: '/api/get_plant_batch_list', export: '/api/export_plant_batch_list' },
  summary: '批次列表（作物、规格、阶段、区域、状态、播种日期筛选）',
  exportSummary: '导出批次列表（Excel）',
  filter: batchListFilterSchema,
  item: batchSchema,
  columns: BATCH_COLUMNS,
});
export const getPlantBatchList = plantBatchList.list;
export const exportPlantBatchList = plantBatchList.export;

export const createPlantBatch = edit.post('/api/create_plant_batch', {
  summary: '播种：新建批次（每个区域一条播种记录，种子按先到期先用出库）',
  body: createBatchBodySchema,
  data: batchDetailSchema,
  msg: '播种已记录',
});
export const getPlantBatchDetail = plantDetailRead.post('/api/get_plant_batch_detail', {
  summary: '批次详情：位置、计划与实际、操作记录、分级采收、植保、种子批号',
  body: batchRefBodySchema,
  data: batchDetailSchema,
});

/** A write on an older version of the batch loses: 409 with the batch as it now is. */
const batchWrite = <B extends z.ZodType>(url: `/api/${string}`, body: B, what: string, msg: string) =>
  edit.post(url, { summary: `${what}；版本过期 409`, body, data: batchWriteResultSchema, conflict: true, msg });
export const movePlantBatch = batchWrite('/api/move_plant_batch', moveBatchBodySchema, '移动：换区域或进入下一阶段（同一种盘）', '移动已记录');
export const transplantPlantBatch = batchWrite(
  '/api/transplant_plant_batch',
  transplantBatchBodySchema,
  '移栽：育苗盘换栽培盘进入下一阶段，株数不变',
  '移栽已记录',
);
export const recordPlantLoss = batchWrite('/api/record_plant_loss', recordLossBodySchema, '损耗：某位置损失的盘数和/或株数、原因与图片', '损耗已记录');
export const harvestPlantBatch = batchWrite(
  '/api/harvest_plant_batch',
  harvestBatchBodySchema,
  '采收：从最后一个生长阶段采收，按等级记重量；安全间隔期内拒绝',
  '采收已记录',
);
export const storePlantHarvest = batchWrite(
  '/api/store_plant_harvest',
  storeHarvestBodySchema,
  '转存：采收的重量转入下一个产品阶段（采收 → 暂存 → 入库）',
  '转存已记录',
);

export const deletePlantBatch = callsAs('种植批次', callAccess.perm('plant.del')).post('/api/delete_plant_batch', {
  summary: '删除批次（保留记录与原因，腾出所占区域）',
  body: deleteBatchBodySchema,
  data: null,
  msg: '批次已删除',
});

export const plantInProcessList = listOf(list, {
  title: '在产批次',
  urls: { list: '/api/get_plant_in_process_list', export: '/api/export_plant_in_process_list' },
  summary: '在产批次：每个批次每个位置一行，在阶段天数对照计划',
  filter: inProcessListFilterSchema,
  item: inProcessItemSchema,
  columns: IN_PROCESS_COLUMNS,
});
export const getPlantInProcessList = plantInProcessList.list;
export const exportPlantInProcessList = plantInProcessList.export;
export const getPlantInProcessPhases = list.post('/api/get_plant_in_process_phases', {
  summary: '在产批次按阶段汇总，标出超期批次',
  body: plantFacBodySchema,
  data: inProcessPhasesSchema,
});
export const plantDueMoveList = listOf(list, {
  title: '到期操作',
  urls: { list: '/api/get_plant_due_move_list', export: '/api/export_plant_due_move_list' },
  summary: '到期操作：今天（或指定日期）计划天数已满、该移动/移栽/采收的位置',
  filter: dueMoveListFilterSchema,
  item: dueMoveSchema,
  columns: DUE_MOVE_COLUMNS,
});
export const getPlantDueMoveList = plantDueMoveList.list;
export const exportPlantDueMoveList = plantDueMoveList.export;
