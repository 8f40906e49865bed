import { z } from 'zod';
import { fidSchema } from '../api/envelope.js';
import { daySchema, textSchema } from '../api/fields.js';
import { listExportBodyOf } from '../api/list-export.js';
import { callAccess, callsAs } from '../contract/call.js';
import { pagedBodyOf } from '../contract/list.js';
import { areaIdSchema, batchIdSchema, dayRangeFilter, specCropFilter } from './plant-fields.js';
import { batchRefBodySchema, dueMoveSchema, plantDetailRead, plantFacBodySchema } from './plant.api.js';
import { logQueryBodySchema } from '../syslog/syslog.api.js';
import { climateTargetsSchema } from '../factory-cfg/factory-cfg.api.js';
import { stockWarningSchema } from '../material/material.api.js';
import { PLANT_PHASES } from '../labels/enum-labels.js';
import { GROWING_PHASES, LOSS_REASONS } from './plant-vocab.js';
import { batchRefView, fieldAreaTreeSchema, operatorView, specRefView } from '../api/view-fields.js';

/**
 * Planting's lists and reports (plant.list): overview, sowings, transplants, closed batches, cycle times,
 * the distribution map, losses, harvests, deleted batches and the batch climate (crop protection and pictures:
 * plant-protection.api.ts). The lists' definitions, each with its export_… call: plant-lists.ts.
 */

/** A sowing's or a harvest's row: the event, its batch, day and area, and how many dishes and plants it moved. */
const eventRow = { event_id: z.number(), ...batchRefView, date: z.string(), area_name: z.string(), dishes: z.number(), plants: z.number() };
const reportFilter = { fid: fidSchema, ...specCropFilter, ...dayRangeFilter };

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
export const sowListFilterSchema = z.object({ ...reportFilter, area_id: areaIdSchema.optional() });
export const sowListBodySchema = pagedBodyOf(sowListFilterSchema);
export const exportSowListBodySchema = sowListFilterSchema;
export const sowItemSchema = z.object({ ...eventRow, seed_qty: z.number(), seed_unit: z.string(), ...operatorView });
export type SowItem = z.infer<typeof sowItemSchema>;

export const transplantListBodySchema = sowListBodySchema;
export const exportTransplantListBodySchema = exportSowListBodySchema;
export const transplantItemSchema = z.object({
  event_id: z.number(),
  ...batchRefView,
  date: z.string(),
  from_area_name: z.string(), to_area_name: z.string(),
  dishes: z.number(), dishes_to: z.number(),
  plants: z.number(),
  ...operatorView,
});
export type TransplantItem = z.infer<typeof transplantItemSchema>;

// ── 历史批次 (closed) ───────────────────────────────────────────────────────────────────────────────
/** Day range filters the closing day. */
export const historyListFilterSchema = z.object(reportFilter);
export const historyListBodySchema = pagedBodyOf(historyListFilterSchema);
export const exportHistoryListBodySchema = historyListFilterSchema;
export const historyItemSchema = z.object({
  ...batchRefView,
  spec_ver: z.number(),
  sow_date: z.string(), closed_on: z.string(), days: z.number(),
  plants_sown: z.number(), plants_lost: z.number(), plants_harvested: z.number(), loss_pct: z.number(),
  kg: z.number(),
  /** Dishes harvested (growing dishes where the spec transplants). */
  dishes_harvested: z.number(),
  kg_per_dish: z.number().nullable(),
  expected_kg_per_dish: z.number(),
  /** kg_per_dish against the expectation, percent. */
  yield_pct: z.number().nullable(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

// ── 生长周期 ─────────────────────────────────────────────────────────────────────────────────────────
export const cycleStatsBodySchema = z.object({ ...reportFilter, start_day: daySchema('开始日期', 'start_day'), end_day: daySchema('结束日期', 'end_day') });
export const cycleStatsSchema = z.array(
  z.object({
    ...specRefView,
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
export type CycleStats = z.infer<typeof cycleStatsSchema>;

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
export type PlantDistribution = z.infer<typeof distributionSchema>;

// ── 损耗记录 ─────────────────────────────────────────────────────────────────────────────────────────
export const lossListFilterSchema = z.object({
  ...reportFilter,
  reason: z.enum(LOSS_REASONS, { error: `损耗原因 reason 只能是 ${LOSS_REASONS.join('、')}` }).optional(),
  batch_id: batchIdSchema.optional(),
  area_id: areaIdSchema.optional(),
});
export const lossListBodySchema = pagedBodyOf(lossListFilterSchema);
export const exportLossListBodySchema = lossListFilterSchema;
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
  ...operatorView,
});
export type LossItem = z.infer<typeof lossItemSchema>;

// ── 采收记录 ─────────────────────────────────────────────────────────────────────────────────────────
export const harvestListFilterSchema = z.object({ ...reportFilter, area_id: areaIdSchema.optional(), grade: textSchema('等级', 8).optional() });
export const harvestListBodySchema = pagedBodyOf(harvestListFilterSchema);
export const exportHarvestListBodySchema = harvestListFilterSchema;
export const harvestItemSchema = z.object({
  ...eventRow,
  kg: z.number(),
  grades: z.array(z.object({ grade: z.string(), kg: z.number() })),
  ...operatorView,
});
export type HarvestItem = z.infer<typeof harvestItemSchema>;

// ── 删除记录 ─────────────────────────────────────────────────────────────────────────────────────────
/** The history's filter; the day range filters the day of deletion. */
export const batchDelLogBodySchema = historyListBodySchema;
export const exportBatchDelLogBodySchema = exportHistoryListBodySchema;
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
export type BatchDelItem = z.infer<typeof batchDelItemSchema>;

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

// ── Calls ─────────────────────────────────────────────────────────────────────────────────────────
/** 总览 and the batch's climate are 种植批次's; the distribution map is 种植记录's (its lists: plant-lists.ts). */
const batchList = callsAs('种植批次', callAccess.perm('plant.list'));
export const getPlantOverview = batchList.post('/api/get_plant_overview', { summary: '种植总览：各阶段与区域的盘数、到期操作、本周采收/损耗/播种、库存预警', body: plantFacBodySchema, data: plantOverviewSchema });
export const getPlantBatchClimate = plantDetailRead.post('/api/get_plant_batch_climate', { summary: '批次环境：各阶段所在区域的温度、湿度、CO2、光照时长与 DLI，对照区域类型的目标', body: batchRefBodySchema, data: batchClimateSchema });

const list = callsAs('种植记录', callAccess.perm('plant.list'));

export const getPlantDistribution = list.post('/api/get_plant_distribution', { summary: '分布图：厂房 → 区域 → 货架，各区域的批次按到达先后排列', body: plantFacBodySchema, data: distributionSchema });

