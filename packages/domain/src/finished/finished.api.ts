import { z } from 'zod';
import { facBodySchema, fidSchema, kwSchema, pageQuerySchema, pagedSchema } from '../api/envelope.js';
import { daySchema, decimalSchema, idSchema, intSchema, textSchema } from '../api/fields.js';
import { areaIdSchema, batchIdSchema, dayRangeFilter, kgSchema, remarkSchema, specIdSchema } from '../plant/plant-fields.js';
import { batchRefView, specGradeView } from '../api/view-fields.js';
import { callAccess, callsAs, pageCallsOf } from '../contract/call.js';

/**
 * Finished goods (成品, docs/production.md): harvested kg wait in temporary storage (暂存) until a warehouse
 * entry (入库) puts them into a finished lot in a storage location (a 冷库 area), or records them lost on entry.
 */

export const finishedLotIdSchema = idSchema('成品批号编号', 'lot_id');
const gradeSchema = textSchema('等级 grade', 8, { min: 1 });
const filter = { fid: fidSchema, spec_id: specIdSchema.optional(), grade: textSchema('等级', 8).optional() };

// ── 暂存 ───────────────────────────────────────────────────────────────────────────────────────────
export const tmpStoreBodySchema = pageQuerySchema.extend({ ...filter, kw: kwSchema, all: z.boolean().optional() });
export const tmpStoreItemSchema = z.object({
  ...batchRefView,
  grade: z.string(),
  grade_name: z.string(),
  first_pick: z.string(),
  last_pick: z.string(),
  harvested_kg: z.number(),
  entered_kg: z.number(),
  lost_kg: z.number(),
  tmp_kg: z.number(),
});
export type TmpStoreItem = z.infer<typeof tmpStoreItemSchema>;

// ── 采收汇总 ─────────────────────────────────────────────────────────────────────────────────────────
export const PICK_SUMMARY_BY = ['day', 'crop', 'grade', 'picker'] as const;
export const pickSummaryBodySchema = z.object({
  ...filter,
  ...dayRangeFilter,
  by: z.enum(PICK_SUMMARY_BY, { error: `汇总方式 by 只能是 ${PICK_SUMMARY_BY.join('、')}` }),
});
export const pickSummarySchema = z.object({
  rows: z.array(z.object({ key: z.string(), label: z.string(), kg: z.number(), picks: z.number(), batches: z.number() })),
  total_kg: z.number(),
});
export type PickSummary = z.infer<typeof pickSummarySchema>;

// ── 入库 ───────────────────────────────────────────────────────────────────────────────────────────
export const ENTRY_LOSS_REASONS = ['damage', 'trim', 'quality', 'other'] as const;
export const ENTRY_LOSS_REASON_LABELS: Readonly<Record<(typeof ENTRY_LOSS_REASONS)[number], string>> = {
  damage: '破损',
  trim: '修整',
  quality: '品质不合格',
  other: '其他',
};
/** 入库损耗 reason in Chinese (破损, 修整 …): a code never reaches a page; an unknown one reads 其他. */
export const entryLossReasonLabel = (v: unknown): string =>
  typeof v === 'string' && Object.hasOwn(ENTRY_LOSS_REASON_LABELS, v) ? ENTRY_LOSS_REASON_LABELS[v as (typeof ENTRY_LOSS_REASONS)[number]] : ENTRY_LOSS_REASON_LABELS.other;
export const SHELF_DAYS_MAX = 365;

export const addEntryBodySchema = z.object({
  fid: fidSchema,
  batch_id: batchIdSchema,
  grade: gradeSchema,
  date: daySchema('入库日期', 'date'),
  kg: kgSchema('入库重量 kg'),
  loss_kg: kgSchema('入库损耗 loss_kg').default(0),
  loss_reason: z.enum(ENTRY_LOSS_REASONS, { error: `损耗原因 loss_reason 只能是 ${ENTRY_LOSS_REASONS.join('、')}` }).optional(),
  packing: textSchema('包装规格', 32).default(''),
  count: intSchema('件数 count', { min: 0, max: 1_000_000 }).default(0),
  area_id: areaIdSchema.optional(),
  shelf_days: intSchema('保质期天数 shelf_days', { min: 1, max: SHELF_DAYS_MAX }),
  lot_no: textSchema('成品批号', 32).optional(),
  remark: remarkSchema,
});
export type AddEntryBody = z.infer<typeof addEntryBodySchema>;

export const entryListBodySchema = pageQuerySchema.extend({ ...filter, ...dayRangeFilter, kw: kwSchema, area_id: areaIdSchema.optional() });
export const finishedLotSchema = z.object({
  lot_id: z.number(),
  lot_no: z.string(),
  version: z.number(),
  batch_id: z.number(),
  batch_no: z.string(),
  ...specGradeView,
  count: z.number(),
  entered_on: z.string(),
  entered_kg: z.number(),
  loss_kg: z.number(),
  loss_reason: z.string().nullable(),
  shipped_kg: z.number(),
  adjusted_kg: z.number(),
  left_kg: z.number(),
  area_id: z.number().nullable(),
  area_name: z.string(),
  shelf_days: z.number(),
  expires_on: z.string(),
  age_days: z.number(),
  shelf_left_days: z.number(),
  state: z.enum(['ok', 'expiring', 'expired', 'empty']),
  remark: z.string(),
});
export type FinishedLot = z.infer<typeof finishedLotSchema>;

// ── 库存 ───────────────────────────────────────────────────────────────────────────────────────────
export const stockListBodySchema = pageQuerySchema.extend({
  ...filter,
  kw: kwSchema,
  area_id: areaIdSchema.optional(),
  state: z.enum(['ok', 'expiring', 'expired'], { error: '状态 state 只能是 ok、expiring、expired' }).optional(),
});
/** Stock out of a lot without an order: 盘点调整 and 报废 need a reason; 批发出售 names a buyer when known. */
export const STOCK_OUT_KINDS = ['adjust', 'scrap', 'sale'] as const;
export type StockOutKind = (typeof STOCK_OUT_KINDS)[number];
export const STOCK_OUT_KIND_LABELS: Readonly<Record<StockOutKind, string>> = { adjust: '盘点调整', scrap: '报废', sale: '批发出售' };
/** The reasons the stock page offers (stored as the Chinese words, so no code ever reaches a list). */
export const STOCK_OUT_REASONS: Readonly<Record<'adjust' | 'scrap', readonly string[]>> = {
  adjust: ['盘点差异', '称重误差', '包装破损', '其他'],
  scrap: ['超过保质期', '腐烂变质', '破损', '品质不合格', '其他'],
};
const lotVersionSchema = intSchema('版本 version', { min: 0, max: 2_147_483_647 });
export const adjustFinishedLotBodySchema = z.object({
  fid: fidSchema,
  lot_id: finishedLotIdSchema,
  version: lotVersionSchema,
  kind: z.enum(['adjust', 'scrap'], { error: '调整类型 kind 只能是 adjust（盘点调整）或 scrap（报废）' }).default('adjust'),
  kg: kgSchema('调整重量 kg'),
  reason: textSchema('调整原因', 200, { min: 1 }),
});
export type AdjustFinishedLotBody = z.infer<typeof adjustFinishedLotBodySchema>;

/** 批发出售: lower grades (or any lot) sold without an order, e.g. at the wholesale market. */
export const sellFinishedLotBodySchema = z.object({
  fid: fidSchema,
  lot_id: finishedLotIdSchema,
  version: lotVersionSchema,
  date: daySchema('出售日期', 'date').optional(),
  kg: kgSchema('出售重量 kg'),
  buyer: textSchema('买方', 64).default(''),
  price: decimalSchema('单价（元/kg）price', { min: 0, max: 100_000, scale: 2 }).nullable().default(null),
  remark: remarkSchema,
});
export type SellFinishedLotBody = z.infer<typeof sellFinishedLotBodySchema>;

/** A storage location with what it holds and its live temperature (null when no sensor reports). */
export const stockLocationSchema = z.object({
  area_id: z.number().nullable(),
  name: z.string(),
  kind: z.string(),
  lots: z.number(),
  kg: z.number(),
  expiring_lots: z.number(),
  temp_c: z.number().nullable(),
  temp_at: z.string().nullable(),
  by_crop: z.array(z.object({ crop: z.string(), kg: z.number() })),
});
export const stockDistributionSchema = z.object({ locations: z.array(stockLocationSchema) });

export const finishedSummarySchema = z.object({
  today: z.string(),
  stock_kg: z.number(),
  stock_lots: z.number(),
  expiring_lots: z.number(),
  expired_lots: z.number(),
  tmp_kg: z.number(),
  by_crop: z.array(z.object({ crop: z.string(), grade: z.string(), kg: z.number(), lots: z.number() })),
  /** Last 30 days: kg entered, shipped, lost at entry and adjusted out (库存调整) per day. */
  days: z.array(z.object({ day: z.string(), entered_kg: z.number(), shipped_kg: z.number(), lost_kg: z.number(), adjusted_kg: z.number() })),
});
export type FinishedSummary = z.infer<typeof finishedSummarySchema>;

/** 暂存 and 采收汇总 belong to planting (plant.list); entries, stock and summary to the warehouse (warehouse.*). */
const { list, edit } = pageCallsOf('成品', 'warehouse');
const plant = callsAs('成品', callAccess.perm('plant.list'));

export const getTmpStoreList = plant.post('/api/get_tmp_store_list', { summary: '暂存：各批次各等级的采收、已入库、损耗与暂存重量', body: tmpStoreBodySchema, data: pagedSchema(tmpStoreItemSchema) });

export const getPickSummary = plant.post('/api/get_pick_summary', { summary: '采收汇总（按日、作物、等级或采收人）', body: pickSummaryBodySchema, data: pickSummarySchema });

export const addFinishedEntry = edit.post('/api/add_finished_entry', { summary: '入库：从暂存入成品批号（可同时记录入库损耗）', body: addEntryBodySchema, data: finishedLotSchema });

export const getFinishedEntryList = list.post('/api/get_finished_entry_list', { summary: '入库记录（按入库日期倒序）', body: entryListBodySchema, data: pagedSchema(finishedLotSchema) });

export const getFinishedStock = list.post('/api/get_finished_stock', { summary: '成品库存（有库存的批号，先到期的在前；可按临期、过期筛选）', body: stockListBodySchema, data: pagedSchema(finishedLotSchema) });

export const adjustFinishedLot = edit.post('/api/adjust_finished_lot', { summary: '成品库存调减：盘点调整或报废，需填写原因', body: adjustFinishedLotBodySchema, data: finishedLotSchema });

export const sellFinishedLot = edit.post('/api/sell_finished_lot', { summary: '批发出售：不经订单出售成品批号（如等外品售予批发市场），买方与单价可选', body: sellFinishedLotBodySchema, data: finishedLotSchema });

export const getFinishedDistribution = list.post('/api/get_finished_distribution', { summary: '库位分布：各冷库的库存与实时温度', body: facBodySchema, data: stockDistributionSchema });

export const getFinishedSummary = list.post('/api/get_finished_summary', { summary: '成品汇总：库存、临期、暂存与近 30 天出入库', body: facBodySchema, data: finishedSummarySchema });
