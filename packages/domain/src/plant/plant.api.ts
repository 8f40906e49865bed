import { z } from 'zod';
import { facBodySchema, fidSchema, kwSchema } from '../api/envelope.js';
import { callAccess, callsAs, pageCallsOf } from '../contract/call.js';
import { pagedBodyOf } from '../contract/list.js';
import { areaIdSchema, batchIdSchema, dayRangeFilter, eventDaySchema, growingPhaseSchema, phaseSchema, specCropFilter } from './plant-fields.js';
import { PLANT_PHASES } from '../labels/enum-labels.js';
import { AREA_KINDS, BATCH_EVENT_KINDS, BATCH_STATUSES, DISH_TYPES, GROWING_PHASES, LOSS_REASONS } from './plant-vocab.js';
import { batchRefView, lotRefView, operatorView, phasePlaceView, specVerRefView } from '../api/view-fields.js';

/**
 * Calls of 种植批次 (/plant/*, plant.list / plant.edit): batches from sowing to closing and the events that
 * move them. Every write names the batch `version` it was based on; a stale one answers 409 with the batch
 * as it is now (`data: BatchView`). The writes: plant-event.api.ts; lists and reports: plant-record.api.ts;
 * protection and pictures: plant-protection.api.ts; the lists' definitions: plant-lists.ts.
 */

const statusFilter = z.enum(BATCH_STATUSES, { error: `批次状态 status 只能是 ${BATCH_STATUSES.join('、')}` });

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
  closed_on: z.string().nullable(), last_date: z.string(),
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
  from_phase: z.enum(PLANT_PHASES).nullable(), from_area_id: z.number().nullable(), from_area_name: z.string().nullable(),
  to_phase: z.enum(PLANT_PHASES).nullable(), to_area_id: z.number().nullable(), to_area_name: z.string().nullable(),
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
/** What both batch lists filter on first: the factory, a keyword, the crop and spec. */
const batchFilter = { fid: fidSchema, kw: kwSchema, ...specCropFilter };
export const batchListFilterSchema = z.object({
  ...batchFilter,
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
  ...batchFilter,
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

/** Every batch write answers with the batch as it now is. */
export const batchWriteResultSchema = z.object({ batch: batchSchema, places: z.array(batchPlaceSchema), event_id: z.number().nullable() });

// ── Calls ─────────────────────────────────────────────────────────────────────────────────────────
const { list } = pageCallsOf('种植批次', 'plant');
/** The batch's own detail and climate also open from the planting log (/batch_detail_pg, spec §2: syslog.list). */
export const plantDetailRead = callsAs('种植批次', callAccess.perm('plant.list', 'syslog.list'));

export const getPlantBatchDetail = plantDetailRead.post('/api/get_plant_batch_detail', { summary: '批次详情：位置、计划与实际、操作记录、分级采收、植保、种子批号', body: batchRefBodySchema, data: batchDetailSchema });

export const getPlantInProcessPhases = list.post('/api/get_plant_in_process_phases', { summary: '在产批次按阶段汇总，标出超期批次', body: plantFacBodySchema, data: inProcessPhasesSchema });
