import { z } from 'zod';
import { fidSchema, kwSchema, optionalFilters } from '../api/envelope.js';
import { daySchema, decimalSchema, intSchema, textSchema } from '../api/fields.js';
import { callAccess, callsAs } from '../contract/call.js';
import {
  batchIdSchema,
  dayRangeFilter,
  eventDaySchema,
  itemIdSchema,
  lotIdSchema,
  materialKindSchema,
  recordStatusSchema,
  remarkSchema,
  supplierIdSchema,
} from '../plant/plant-fields.js';
import { MATERIAL_KINDS, STOCK_MOVE_KINDS, SUPPLY_CATEGORIES } from '../plant/plant-vocab.js';
import { SAFETY_DAYS_MAX } from '../plant/safety-interval.js';
import { cropView, itemRefView, lotRefView, optBatchView, statusRemarkView } from '../api/view-fields.js';

/**
 * Calls of 物料 (/material/*): items, suppliers, lots and stock movements of seeds (plant.list / plant.edit),
 * pesticides and supplies (supply.list / supply.edit). Every body names the material `kind` it works on;
 * the permission is that kind's (MATERIAL_PERMS) and an item or lot of another kind is not found.
 */

const QTY_MAX = 100_000_000;
const qtySchema = (name: string, min = 0.001) => decimalSchema(name, { min, max: QTY_MAX });
const priceSchema = decimalSchema('单价 price', { min: 0, max: 10_000_000, scale: 4 });
/** What every body but a list's starts with: the factory and the material kind whose permission applies. */
const kindScope = { fid: fidSchema, kind: materialKindSchema };

// ── Items ─────────────────────────────────────────────────────────────────────────────────────────
export const materialItemSchema = z.object({
  item_id: z.number(),
  kind: z.enum(MATERIAL_KINDS),
  name: z.string(),
  unit: z.string(),
  /** 规格, e.g. 1000 粒/袋, 100 mL/瓶. */
  spec: z.string(),
  status: recordStatusSchema,
  low_stock_qty: z.number(),
  remark: z.string(),
  /** Usable stock (lots not expired), lots holding stock, the nearest expiry among them. */
  qty: z.number(),
  lot_ct: z.number(),
  next_expiry: z.string().nullable(),
  ...cropView,
  germination_rate: z.number().nullable(),
  reg_no: z.string(),
  active_ingredient: z.string(),
  safety_days: z.number().nullable(),
  category: z.enum(SUPPLY_CATEGORIES).nullable(),
});
export type MaterialItem = z.infer<typeof materialItemSchema>;

/** A lot a planting form may pin: not expired, with stock left. */
export const materialLotOptionSchema = z.object({
  ...lotRefView,
  qty: z.number(),
  expires_on: z.string().nullable(),
  received_on: z.string(),
});
/** get_material_options: an enabled item with its usable lots, first-expiring first (the order an automatic issue takes them). */
export const materialOptionSchema = materialItemSchema.extend({ lots: z.array(materialLotOptionSchema) });
export type MaterialOption = z.infer<typeof materialOptionSchema>;

/** The filters of the item list (material-lists.ts adds page and size). */
export const materialItemFilterSchema = z.object({
  fid: fidSchema,
  kind: materialKindSchema,
  kw: kwSchema,
  status: recordStatusSchema.optional(),
  low_only: z.boolean({ error: '只看低库存 low_only 必须是 true 或 false' }).optional(),
});

export const saveMaterialItemBodySchema = z
  .object({
    ...kindScope,
    item_id: itemIdSchema.optional(),
    name: textSchema('物料名称', 64, { min: 1, minMsg: '请填写物料名称' }),
    unit: textSchema('单位', 8, { min: 1, minMsg: '请填写单位，如 粒、g、mL、袋' }),
    spec: textSchema('规格', 64).default(''),
    low_stock_qty: qtySchema('预警库存 low_stock_qty', 0).default(0),
    status: recordStatusSchema.default('enabled'),
    remark: remarkSchema,
    crop: textSchema('作物', 32).default(''),
    variety: textSchema('品种', 64).default(''),
    germination_rate: decimalSchema('发芽率 germination_rate', { min: 0, max: 100, scale: 1 }).nullable().default(null),
    reg_no: textSchema('农药登记证号', 32).default(''),
    active_ingredient: textSchema('有效成分', 64).default(''),
    safety_days: intSchema('安全间隔期 safety_days', { min: 0, max: SAFETY_DAYS_MAX }).nullable().default(null),
    category: z
      .enum(SUPPLY_CATEGORIES, { error: `耗材类别 category 只能是 ${SUPPLY_CATEGORIES.join('、')}` })
      .nullable()
      .default(null),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'pesticide' && b.safety_days === null) ctx.addIssue({ code: 'custom', path: ['safety_days'], message: '农药须填写安全间隔期（天）' });
    if (b.kind === 'supply' && b.category === null) ctx.addIssue({ code: 'custom', path: ['category'], message: '请选择耗材类别' });
  });
export const materialItemRefBodySchema = z.object({ ...kindScope, item_id: itemIdSchema });
/** Items for pickers (sowing's seed, protection's pesticide). */
export const materialOptionsBodySchema = z.object(kindScope);

// ── Suppliers ─────────────────────────────────────────────────────────────────────────────────────
export const supplierSchema = z.object({
  supplier_id: z.number(),
  name: z.string(),
  contact: z.string(),
  phone: z.string(),
  address: z.string(),
  ...statusRemarkView,
  lot_ct: z.number(),
});
/** Suppliers are shared by every kind; `kind` says whose permission applies. */
export const supplierFilterSchema = z.object({ fid: fidSchema, kind: materialKindSchema, kw: kwSchema, status: recordStatusSchema.optional() });
export const saveSupplierBodySchema = z.object({
  ...kindScope,
  supplier_id: supplierIdSchema.optional(),
  name: textSchema('供应商名称', 64, { min: 2, minMsg: '供应商名称至少 2 个字符' }),
  contact: textSchema('联系人', 32).default(''),
  phone: textSchema('联系电话', 32).default(''),
  address: textSchema('地址', 128).default(''),
  status: recordStatusSchema.default('enabled'),
  remark: remarkSchema,
});

// ── Lots ──────────────────────────────────────────────────────────────────────────────────────────
export const LOT_STATES = ['ok', 'expiring', 'expired', 'empty'] as const;
export const lotSchema = z.object({
  lot_id: z.number(),
  ...itemRefView,
  kind: z.enum(MATERIAL_KINDS),
  lot_no: z.string(),
  supplier_id: z.number().nullable(),
  supplier_name: z.string().nullable(),
  received_on: z.string(),
  produced_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  qty_received: z.number(),
  qty: z.number(),
  unit: z.string(),
  price: z.number().nullable(),
  state: z.enum(LOT_STATES),
  remark: z.string(),
});
export type LotView = z.infer<typeof lotSchema>;

export const lotFilterSchema = z.object({
  fid: fidSchema,
  kind: materialKindSchema,
  item_id: itemIdSchema.optional(),
  supplier_id: supplierIdSchema.optional(),
  kw: kwSchema,
  in_stock_only: z.boolean({ error: '只看有库存 in_stock_only 必须是 true 或 false' }).optional(),
  state: z.enum(LOT_STATES, { error: `批号状态 state 只能是 ${LOT_STATES.join('、')}` }).optional(),
  /** Received-day range. */
  ...dayRangeFilter,
});

const lotDates = {
  produced_on: daySchema('生产日期', 'produced_on').nullable().default(null),
  expires_on: daySchema('有效期至', 'expires_on').nullable().default(null),
};
const datesInOrder = (b: { produced_on: string | null; expires_on: string | null }) =>
  b.produced_on === null || b.expires_on === null || b.produced_on <= b.expires_on;
/** A lot's papers as 入库 records them and a correction edits them (the dates must be in order, see `datesOrdered`). */
const lotPapers = z.object({
  ...kindScope,
  lot_no: textSchema('批号', 64, { min: 1, minMsg: '请填写批号' }),
  ...lotDates,
  price: priceSchema.nullable().default(null),
  remark: remarkSchema,
});
const datesOrdered = { path: ['expires_on'], message: '有效期不能早于生产日期' };
/** 入库: a new lot and its receive movement. */
export const receiveLotBodySchema = lotPapers
  .extend({
    item_id: itemIdSchema,
    supplier_id: supplierIdSchema.nullable().default(null),
    received_on: daySchema('入库日期', 'received_on'),
    qty: qtySchema('入库数量 qty'),
  })
  .refine(datesInOrder, datesOrdered);
/** Corrects a lot's papers; its quantity changes only through movements. */
export const updateLotBodySchema = lotPapers.extend({ lot_id: lotIdSchema, supplier_id: supplierIdSchema.nullable() }).refine(datesInOrder, datesOrdered);

// ── Movements ─────────────────────────────────────────────────────────────────────────────────────
/** What 领用 and 退料 both carry besides the lot: how much, on which day, the batch it is booked to and why. */
const bookedMove = (qtyLabel: string, reasonLabel: string) => ({
  qty: qtySchema(qtyLabel),
  date: eventDaySchema,
  batch_id: batchIdSchema.optional(),
  reason: textSchema(reasonLabel, 200, { multiline: true }).default(''),
});
/** 领用 by hand: first-expiring lot first unless `lot_id`; `batch_id` books it to a batch. */
export const issueMaterialBodySchema = z.object({
  ...kindScope,
  item_id: itemIdSchema,
  lot_id: lotIdSchema.optional(),
  ...bookedMove('领用数量 qty', '用途'),
});
/** 退料: unused material back into the lot it came from. */
export const returnMaterialBodySchema = z.object({ ...kindScope, lot_id: lotIdSchema, ...bookedMove('退料数量 qty', '退料原因') });
/** 调整: stocktaking, damage, back to the supplier — either way, with a reason. */
export const adjustLotBodySchema = z.object({
  ...kindScope,
  lot_id: lotIdSchema,
  delta: decimalSchema('调整数量 delta', { min: -QTY_MAX, max: QTY_MAX }).refine((v) => v !== 0, '调整数量 delta 不能为 0'),
  date: eventDaySchema,
  reason: textSchema('调整原因', 200, { min: 2, minMsg: '请填写调整原因（至少 2 个字）', multiline: true }),
});

export const stockMoveSchema = z.object({
  move_id: z.number(),
  date: z.string(),
  kind: z.enum(STOCK_MOVE_KINDS),
  kind_label: z.string(),
  ...itemRefView,
  ...lotRefView,
  /** Signed: + into the lot, − out of it; qty_after is the lot's balance after it. */
  qty: z.number(),
  qty_after: z.number(),
  unit: z.string(),
  ...optBatchView,
  prot_id: z.number().nullable(),
  reason: z.string(),
  operator_name: z.string(),
  created_at: z.iso.datetime(),
});
export type StockMove = z.infer<typeof stockMoveSchema>;

export const stockMoveFilterSchema = z.object({
  fid: fidSchema,
  kind: materialKindSchema,
  ...optionalFilters({
    item_id: itemIdSchema,
    lot_id: lotIdSchema,
    batch_id: batchIdSchema,
    move_kind: z.enum(STOCK_MOVE_KINDS, { error: `变动类型 move_kind 只能是 ${STOCK_MOVE_KINDS.join('、')}` }),
  }),
  ...dayRangeFilter,
});

/** Every movement answers with the lots it touched as they now are. */
export const stockMoveResultSchema = z.object({ moves: z.array(stockMoveSchema), lots: z.array(lotSchema) });

// ── Warnings ──────────────────────────────────────────────────────────────────────────────────────
export const stockWarningBodySchema = z.object({
  ...kindScope,
  days: intSchema('临期天数 days', { min: 1, max: 365 }).default(30),
});
export const stockWarningSchema = z.object({
  kind: z.enum(['expired', 'expiring', 'low_stock']),
  ...itemRefView,
  unit: z.string(),
  qty: z.number(),
  lot_id: z.number().nullable(),
  lot_no: z.string().nullable(),
  expires_on: z.string().nullable(),
  msg: z.string(),
});

// ── Calls ─────────────────────────────────────────────────────────────────────────────────────────
/** The permission follows the body's kind (MATERIAL_PERMS): read the kind's pages, change them. */
const list = callsAs('物料', callAccess.permByKind('list'));
// The lists of items, suppliers, lots and movements, each with its Excel export: material-lists.ts.
const edit = callsAs('物料', callAccess.permByKind('edit'));

export const saveMaterialItem = edit.post('/api/save_material_item', { summary: '新增或修改物料（同名 409）', body: saveMaterialItemBodySchema, data: materialItemSchema, msg: '物料已保存' });
/** Seeds and pesticides for those who plant (sowing, crop protection); supplies only for those who may see the store. */
export const getMaterialOptions = callsAs('物料', callAccess.permByKind('pick')).post('/api/get_material_options', {
  summary: '启用的物料（播种选种子、植保选农药；耗材需 supply.list）',
  body: materialOptionsBodySchema,
  data: z.array(materialOptionSchema),
});
export const saveMaterialSupplier = edit.post('/api/save_material_supplier', { summary: '新增或修改供应商（同名 409）', body: saveSupplierBodySchema, data: supplierSchema, msg: '供应商已保存' });

export const updateMaterialLot = edit.post('/api/update_material_lot', { summary: '修改批号资料（数量只能通过出入库改变）', body: updateLotBodySchema, data: lotSchema, msg: '批号资料已保存' });
/** The four stock moves answer alike: the moves made and the lots as they now are. */
const moved = { data: stockMoveResultSchema };
export const receiveMaterialLot = edit.post('/api/receive_material_lot', { summary: '入库（新批号）', body: receiveLotBodySchema, ...moved, msg: '已入库' });
export const issueMaterial = edit.post('/api/issue_material', { summary: '领用（先到期先出，或指定批号）', body: issueMaterialBodySchema, ...moved, msg: '已领用' });
export const returnMaterial = edit.post('/api/return_material', { summary: '退料（退回原批号）', body: returnMaterialBodySchema, ...moved, msg: '已退料' });
export const adjustMaterialLot = edit.post('/api/adjust_material_lot', { summary: '盘点调整（需填写原因，不能低于 0）', body: adjustLotBodySchema, ...moved, msg: '库存已调整' });
export const getMaterialStockWarnings = list.post('/api/get_material_stock_warnings', { summary: '库存预警（过期、临期、低于预警值）', body: stockWarningBodySchema, data: z.array(stockWarningSchema) });
