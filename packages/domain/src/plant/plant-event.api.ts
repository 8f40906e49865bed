import { z } from 'zod';
import { fidSchema } from '../api/envelope.js';
import { decimalSchema, textSchema } from '../api/fields.js';
import { callAccess, callsAs, pageCallsOf } from '../contract/call.js';
import {
  areaIdSchema,
  batchIdSchema,
  batchVersionSchema,
  dishesSchema,
  eventDaySchema,
  growingPhaseSchema,
  kgSchema,
  lotIdSchema,
  picIdSchema,
  plantsSchema,
  producePhaseSchema,
  remarkSchema,
  specIdSchema,
} from './plant-fields.js';
import { LOSS_REASONS } from './plant-vocab.js';
import { batchDetailSchema, batchRefBodySchema, batchWriteResultSchema } from './plant.api.js';

/**
 * The writes of 种植批次 (plant.edit; deleting: plant.del): 播种, 移动, 移栽, 损耗, 采收, 转存 and 删除 — the events
 * that move a batch. Every write after sowing names the batch `version` it was based on; a stale one answers 409
 * with the batch as it is now. The batch's own schemas and reads: plant.api.ts.
 */

export const BATCH_NO_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
const batchNoSchema = z
  .string({ error: '批次号 batch_no 须为 1–32 个字母、数字、- 或 _' })
  .trim()
  .regex(BATCH_NO_PATTERN, '批次号 batch_no 须为 1–32 个字母、数字、- 或 _');
const lossReasonSchema = z.enum(LOSS_REASONS, { error: `损耗原因 reason 只能是 ${LOSS_REASONS.join('、')}` });

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

// ── Calls ─────────────────────────────────────────────────────────────────────────────────────────
const { edit } = pageCallsOf('种植批次', 'plant');

export const createPlantBatch = edit.post('/api/create_plant_batch', { summary: '播种：新建批次（每个区域一条播种记录，种子按先到期先用出库）', body: createBatchBodySchema, data: batchDetailSchema, msg: '播种已记录' });

/** A write on an older version of the batch loses: 409 with the batch as it now is. */
const batchWrite = <B extends z.ZodType>(url: `/api/${string}`, body: B, what: string, msg: string) =>
  edit.post(url, { summary: `${what}；版本过期 409`, body, data: batchWriteResultSchema, conflict: true, msg });
export const movePlantBatch = batchWrite('/api/move_plant_batch', moveBatchBodySchema, '移动：换区域或进入下一阶段（同一种盘）', '移动已记录');
export const transplantPlantBatch = batchWrite('/api/transplant_plant_batch', transplantBatchBodySchema, '移栽：育苗盘换栽培盘进入下一阶段，株数不变', '移栽已记录');
export const recordPlantLoss = batchWrite('/api/record_plant_loss', recordLossBodySchema, '损耗：某位置损失的盘数和/或株数、原因与图片', '损耗已记录');
export const harvestPlantBatch = batchWrite('/api/harvest_plant_batch', harvestBatchBodySchema, '采收：从最后一个生长阶段采收，按等级记重量；安全间隔期内拒绝', '采收已记录');
export const storePlantHarvest = batchWrite('/api/store_plant_harvest', storeHarvestBodySchema, '转存：采收的重量转入下一个产品阶段（采收 → 暂存 → 入库）', '转存已记录');

export const deletePlantBatch = callsAs('种植批次', callAccess.perm('plant.del')).post('/api/delete_plant_batch', {
  summary: '删除批次（保留记录与原因，腾出所占区域）',
  body: deleteBatchBodySchema,
  data: null,
  msg: '批次已删除',
});
