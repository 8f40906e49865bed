import { z } from 'zod';
import { fidSchema, listBodySchema, pageQuerySchema } from './envelope.js';
import { daySchema, decimalSchema, intSchema, textSchema } from './fields.js';
import { listExportBodyOf } from './list-export.js';
import { areaIdSchema, batchIdSchema, dayRangeFilter, eventDaySchema, itemIdSchema, lotIdSchema, remarkSchema, specIdSchema } from './plant-fields.js';
import { dueMoveSchema } from './plant.api.js';
import { logQueryBodySchema } from './syslog.api.js';
import { climateTargetsSchema } from './factory-cfg.api.js';
import { stockWarningSchema } from './material.api.js';
import { PLANT_PHASES } from '../labels/enum-labels.js';
import { GROWING_PHASES, LOSS_REASONS, PIC_KINDS, PROTECTION_KINDS } from '../plant/plant-vocab.js';
import { batchRefView, fieldAreaTreeSchema, optAreaView, optBatchView } from './view-fields.js';

/**
 * Planting's lists and reports (plant.list): overview, sowings, transplants, closed batches, cycle times,
 * the distribution map, losses, harvests, crop protection, pictures, deleted batches and the batch climate.
 * Each list has its export_… call (list-export.ts).
 */

const operator = { operator_name: z.string() };
/** A sowing's or a harvest's row: the event, its batch, day and area, and how many dishes and plants it moved. */
const eventRow = { event_id: z.number(), ...batchRefView, date: z.string(), area_name: z.string(), dishes: z.number(), plants: z.number() };
const reportFilter = { fid: fidSchema, spec_id: specIdSchema.optional(), crop: textSchema('作物', 32).optional(), ...dayRangeFilter };

// ── 总览 ────────────────────────────────────────────────────────────────────────────────────────────
export const plantOverviewSchema = z.object({
  today: z.string(),
  phases: z.array(z.object({ phase: z.enum(GROWING_PHASES), dishes: z.number(), plants: z.number(), batch_ct: z.number() })),
  areas: z.array(
    z.object({
      area_id: z.number(),
      name: z.string(),
      field_name: z.string(),
      capacity: z.number(),
      dishes: z.number(),
      by_phase: z.array(z.object({ phase: z.enum(GROWING_PHASES), dishes: z.number() })),
    }),
  ),
  due: z.array(dueMoveSchema),
  due_ct: z.number(),
  /** Monday-to-today of this week against the same days of last week. */
  harvest: z.object({ kg_this_week: z.number(), kg_last_week: z.number(), plants_this_week: z.number() }),
  losses: z.object({
    plants_this_week: z.number(),
    dishes_this_week: z.number(),
    by_reason: z.array(z.object({ reason: z.enum(LOSS_REASONS), plants: z.number() })),
  }),
  sowings: z.object({ batches_this_week: z.number(), dishes_this_week: z.number() }),
  warnings: z.array(stockWarningSchema),
});
export type PlantOverview = z.infer<typeof plantOverviewSchema>;

// ── 播种记录, 移栽记录 ────────────────────────────────────────────────────────────────────────────────
export const sowListBodySchema = pageQuerySchema.extend({ ...reportFilter, area_id: areaIdSchema.optional() });
export const exportSowListBodySchema = listExportBodyOf(sowListBodySchema);
export const sowItemSchema = z.object({
  ...eventRow,
  seed_qty: z.number(),
  seed_unit: z.string(),
  ...operator,
});

export const transplantListBodySchema = sowListBodySchema;
export const exportTransplantListBodySchema = exportSowListBodySchema;
export const transplantItemSchema = z.object({
  event_id: z.number(),
  ...batchRefView,
  date: z.string(),
  from_area_name: z.string(),
  to_area_name: z.string(),
  dishes: z.number(),
  dishes_to: z.number(),
  plants: z.number(),
  ...operator,
});

// ── 历史批次 (closed) ───────────────────────────────────────────────────────────────────────────────
/** Day range filters the closing day. */
export const historyListBodySchema = pageQuerySchema.extend(reportFilter);
export const exportHistoryListBodySchema = listExportBodyOf(historyListBodySchema);
export const historyItemSchema = z.object({
  ...batchRefView,
  spec_ver: z.number(),
  sow_date: z.string(),
  closed_on: z.string(),
  days: z.number(),
  plants_sown: z.number(),
  plants_lost: z.number(),
  plants_harvested: z.number(),
  loss_pct: z.number(),
  kg: z.number(),
  /** Dishes harvested (growing dishes where the spec transplants). */
  dishes_harvested: z.number(),
  kg_per_dish: z.number().nullable(),
  expected_kg_per_dish: z.number(),
  /** kg_per_dish against the expectation, percent. */
  yield_pct: z.number().nullable(),
});

// ── 生长周期 ─────────────────────────────────────────────────────────────────────────────────────────
export const cycleStatsBodySchema = z.object({ ...reportFilter, start_day: daySchema('开始日期', 'start_day'), end_day: daySchema('结束日期', 'end_day') });
export const cycleStatsSchema = z.array(
  z.object({
    spec_id: z.number(),
    crop: z.string(),
    variety: z.string(),
    batch_ct: z.number(),
    phases: z.array(
      z.object({
        phase: z.enum(PLANT_PHASES),
        planned_days: z.number(),
        actual_avg: z.number().nullable(),
        actual_min: z.number().nullable(),
        actual_max: z.number().nullable(),
        n: z.number(),
      }),
    ),
  }),
);

// ── 分布图 ───────────────────────────────────────────────────────────────────────────────────────────
/** Positions are not tracked one by one: the map lays each area's batches over its racks in order of arrival. */
export const distributionSchema = fieldAreaTreeSchema({
  kind: z.string(),
  racks: z.number(),
  layers: z.number(),
  positions_per_layer: z.number(),
  capacity: z.number(),
  dishes: z.number(),
  segments: z.array(
    z.object({ batch_id: z.number(), batch_no: z.string(), crop: z.string(), phase: z.enum(GROWING_PHASES), dishes: z.number(), since: z.string() }),
  ),
});

// ── 损耗记录 ─────────────────────────────────────────────────────────────────────────────────────────
export const lossListBodySchema = pageQuerySchema.extend({
  ...reportFilter,
  reason: z.enum(LOSS_REASONS, { error: `损耗原因 reason 只能是 ${LOSS_REASONS.join('、')}` }).optional(),
  batch_id: batchIdSchema.optional(),
  area_id: areaIdSchema.optional(),
});
export const exportLossListBodySchema = listExportBodyOf(lossListBodySchema);
const picThumbSchema = z.object({ pic_id: z.number(), url: z.string(), thumb_url: z.string() });
export const lossItemSchema = z.object({
  event_id: z.number(),
  ...batchRefView,
  date: z.string(),
  phase: z.enum(GROWING_PHASES),
  area_name: z.string(),
  dishes: z.number(),
  plants: z.number(),
  reason: z.enum(LOSS_REASONS),
  reason_label: z.string(),
  remark: z.string(),
  pics: z.array(picThumbSchema),
  ...operator,
});

// ── 采收记录 ─────────────────────────────────────────────────────────────────────────────────────────
export const harvestListBodySchema = pageQuerySchema.extend({ ...reportFilter, area_id: areaIdSchema.optional(), grade: textSchema('等级', 8).optional() });
export const exportHarvestListBodySchema = listExportBodyOf(harvestListBodySchema);
export const harvestItemSchema = z.object({
  ...eventRow,
  kg: z.number(),
  grades: z.array(z.object({ grade: z.string(), kg: z.number() })),
  ...operator,
});

// ── 植保 ─────────────────────────────────────────────────────────────────────────────────────────────
const protKindSchema = z.enum(PROTECTION_KINDS, { error: `植保类型 kind 只能是 ${PROTECTION_KINDS.join('、')}` });
/**
 * A crop protection: treats the batches named and those standing in the areas named on that day; issues
 * the pesticide first-expiring lot first (or `lot_id`); each treated batch gets a protect event, and harvest
 * waits until date + the pesticide's safety interval.
 */
export const createProtectionBodySchema = z
  .object({
    fid: fidSchema,
    date: eventDaySchema,
    kind: protKindSchema,
    target: textSchema('防治对象', 64, { min: 1, minMsg: '请填写防治对象（病虫害名称）' }),
    item_id: itemIdSchema,
    lot_id: lotIdSchema.optional(),
    dose: textSchema('用药浓度', 64, { min: 1, minMsg: '请填写用药浓度，如 1500 倍液' }),
    qty: decimalSchema('用药量 qty', { min: 0.001, max: 1_000_000 }),
    area_ids: z.array(areaIdSchema).max(100).default([]),
    batch_ids: z.array(batchIdSchema).max(500).default([]),
    remark: remarkSchema,
  })
  .refine((b) => b.area_ids.length + b.batch_ids.length > 0, { path: ['batch_ids'], message: '请选择施药的区域或批次' });

export const protectionListBodySchema = listBodySchema({
  ...dayRangeFilter,
  kind: protKindSchema.optional(),
  item_id: itemIdSchema.optional(),
  batch_id: batchIdSchema.optional(),
});
export const exportProtectionListBodySchema = listExportBodyOf(protectionListBodySchema);
export const protectionSchema = z.object({
  prot_id: z.number(),
  date: z.string(),
  kind: z.enum(PROTECTION_KINDS),
  kind_label: z.string(),
  target: z.string(),
  item_id: z.number(),
  item_name: z.string(),
  reg_no: z.string(),
  active_ingredient: z.string(),
  dose: z.string(),
  qty: z.number(),
  unit: z.string(),
  lots: z.array(z.object({ lot_id: z.number(), lot_no: z.string(), qty: z.number() })),
  safe_days: z.number(),
  safe_from: z.string(),
  areas: z.array(z.object({ area_id: z.number(), name: z.string() })),
  batches: z.array(z.object({ batch_id: z.number(), batch_no: z.string() })),
  remark: z.string(),
  pic_ct: z.number(),
  ...operator,
});
export type ProtectionView = z.infer<typeof protectionSchema>;
export const protectionRefBodySchema = z.object({ fid: fidSchema, prot_id: intSchema('植保记录编号 prot_id', { min: 1, max: 2_147_483_647 }) });

// ── 图片 ─────────────────────────────────────────────────────────────────────────────────────────────
export const PIC_MAX_BYTES = 10 * 1024 * 1024;
export const PIC_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const picKindSchema = z.enum(PIC_KINDS, { error: '图片类别 kind 只能是 plant 或 pest' });
/** The text fields of the multipart upload_plant_pic (the file part is `file`, checked by content). */
export const uploadPicFieldsSchema = z.object({
  fid: fidSchema,
  kind: picKindSchema,
  taken_on: daySchema('拍摄日期', 'taken_on'),
  batch_id: batchIdSchema.optional(),
  area_id: areaIdSchema.optional(),
  remark: remarkSchema,
});
export const picListBodySchema = listBodySchema({
  kind: picKindSchema,
  batch_id: batchIdSchema.optional(),
  area_id: areaIdSchema.optional(),
  ...dayRangeFilter,
});
export const picSchema = z.object({
  pic_id: z.number(),
  kind: z.enum(PIC_KINDS),
  url: z.string(),
  thumb_url: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  taken_on: z.string(),
  ...optBatchView,
  ...optAreaView,
  event_id: z.number().nullable(),
  prot_id: z.number().nullable(),
  remark: z.string(),
  uploaded_by_name: z.string(),
  created_at: z.iso.datetime(),
});
export const picRefBodySchema = z.object({ fid: fidSchema, pic_id: intSchema('图片编号 pic_id', { min: 1, max: 2_147_483_647 }) });

// ── 删除记录 ─────────────────────────────────────────────────────────────────────────────────────────
export const batchDelLogBodySchema = pageQuerySchema.extend(reportFilter);
export const exportBatchDelLogBodySchema = listExportBodyOf(batchDelLogBodySchema);
export const batchDelItemSchema = z.object({
  ...batchRefView,
  sow_date: z.string(),
  plants_sown: z.number(),
  /** Dishes and plants the batch still had when deleted. */
  dishes: z.number(),
  plants_in_process: z.number(),
  del_reason: z.string(),
  deleted_at: z.iso.datetime(),
  deleted_by_name: z.string(),
});

// ── 批次环境 ─────────────────────────────────────────────────────────────────────────────────────────
const statSchema = z.object({ avg: z.number(), min: z.number(), max: z.number(), hours: z.number(), in_target_pct: z.number().nullable() }).nullable();
export const batchClimateSchema = z.object({
  phases: z.array(
    z.object({
      phase: z.enum(GROWING_PHASES),
      from: z.string(),
      to: z.string().nullable(),
      areas: z.array(z.object({ area_id: z.number(), name: z.string() })),
      air_temp: statSchema,
      humidity: statSchema,
      co2: statSchema,
      light: z
        .object({
          days: z.number(),
          light_hours_avg: z.number(),
          dli_avg: z.number(),
          dli_min: z.number(),
          dli_max: z.number(),
          in_target_pct: z.number().nullable(),
        })
        .nullable(),
      targets: climateTargetsSchema.nullable(),
    }),
  ),
  /** Daily averages over the batch's life for the chart (the area it stood in most that day). */
  days: z.array(
    z.object({
      day: z.string(),
      phase: z.enum(GROWING_PHASES),
      air_temp: z.number().nullable(),
      humidity: z.number().nullable(),
      co2: z.number().nullable(),
      dli: z.number().nullable(),
    }),
  ),
});
export type BatchClimate = z.infer<typeof batchClimateSchema>;

// ── 种植日志 (/cfg/plantlog) ───────────────────────────────────────────────────────────────────────
/** The planting log's kinds: batches (sowing, moves, transplants, picks, losses, protections, pictures, deletions), crop specs, materials. */
export const PLANT_LOG_KINDS = ['plant', 'plant_spec', 'material'] as const;
export const plantLogBodySchema = logQueryBodySchema.extend({
  type: z.enum(PLANT_LOG_KINDS, { error: `类型 type 只能是 ${PLANT_LOG_KINDS.join('、')}` }).optional(),
  /** Words of the entry: a batch number, an area, a pesticide. */
  kw: textSchema('关键字 kw（批次号等）', 64).optional(),
});
export type PlantLogBody = z.infer<typeof plantLogBodySchema>;
export const exportPlantLogBodySchema = listExportBodyOf(plantLogBodySchema);
