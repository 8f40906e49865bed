import { callAccess, callsAs } from '../contract/call.js';
import { listOf, plainCols, type ListColumn } from '../contract/list.js';
import { RECORD_STATUS_LABELS } from '../auth/record-status.js';
import { MATERIAL_KIND_LABELS, SUPPLY_CATEGORY_LABELS, type MaterialKind } from '../plant/plant-vocab.js';
import {
  lotFilterSchema,
  lotSchema,
  materialItemFilterSchema,
  materialItemSchema,
  stockMoveFilterSchema,
  stockMoveSchema,
  supplierFilterSchema,
  supplierSchema,
  type LotView,
  type MaterialItem,
  type StockMove,
} from './material.api.js';
import type { z } from 'zod';

/**
 * 物料's lists (listOf): items, suppliers, lots and movements, each with its Excel export. Filters and items come
 * from material.api.ts; columns, titles and calls are here, once. A list of one kind is named for it (种子物料,
 * 农药批号库存), and the item list shows only that kind's own columns: `ofKind`.
 */

const list = callsAs('物料', callAccess.permByKind('list'));
const status = { labels: RECORD_STATUS_LABELS };
const LOT_STATE_LABELS = { ok: '正常', expiring: '临期', expired: '已过期', empty: '已用完' } as const;

/** The item columns only one kind has, in the order they stand between 规格 and 单位. */
const KIND_KEYS: Record<MaterialKind, readonly (keyof MaterialItem)[]> = {
  seed: ['crop', 'variety', 'germination_rate'],
  pesticide: ['reg_no', 'active_ingredient', 'safety_days'],
  supply: ['category'],
};

const ITEM_COLUMNS: ListColumn<MaterialItem>[] = [
  { key: 'name', title: '名称', width: 24 },
  { key: 'spec', title: '规格' },
  ...plainCols<MaterialItem>({ crop: '作物', variety: '品种', germination_rate: '发芽率(%)' }),
  ...plainCols<MaterialItem>({ reg_no: '农药登记证号', active_ingredient: '有效成分', safety_days: '安全间隔期(天)' }),
  { key: 'category', title: '类别', format: { labels: SUPPLY_CATEGORY_LABELS } },
  ...plainCols<MaterialItem>({ unit: '单位', qty: '可用库存', low_stock_qty: '预警库存', lot_ct: '有库存批号数', next_expiry: '最近到期' }),
  { key: 'status', title: '状态', format: status },
  { key: 'remark', title: '备注', width: 30 },
];

const SUPPLIER_COLUMNS: ListColumn<z.output<typeof supplierSchema>>[] = [
  { key: 'name', title: '供应商', width: 24 },
  { key: 'contact', title: '联系人' },
  { key: 'phone', title: '联系电话' },
  { key: 'address', title: '地址', width: 30 },
  { key: 'lot_ct', title: '批号数' },
  { key: 'status', title: '状态', format: status },
  { key: 'remark', title: '备注', width: 30 },
];

const LOT_COLUMNS: ListColumn<LotView>[] = [
  { key: 'item_name', title: '物料', width: 24 },
  { key: 'lot_no', title: '批号', width: 20 },
  { key: 'supplier_name', title: '供应商' },
  ...plainCols<LotView>({ received_on: '入库日期', produced_on: '生产日期', expires_on: '有效期至' }),
  ...plainCols<LotView>({ qty_received: '入库数量', qty: '结存', unit: '单位', price: '单价' }),
  { key: 'state', title: '状态', format: { labels: LOT_STATE_LABELS } },
  { key: 'remark', title: '备注', width: 30 },
];

const MOVE_COLUMNS: ListColumn<StockMove>[] = [
  { key: 'date', title: '日期' },
  { key: 'kind_label', title: '类型' },
  { key: 'item_name', title: '物料', width: 24 },
  { key: 'lot_no', title: '批号', width: 20 },
  { key: 'qty', title: '数量' },
  { key: 'qty_after', title: '结存' },
  { key: 'unit', title: '单位' },
  { key: 'batch_no', title: '批次' },
  { key: 'reason', title: '原因/用途', width: 30 },
  { key: 'operator_name', title: '操作人' },
  { key: 'created_at', title: '记录时间', width: 22 },
];

/**
 * A material list: /api/get_material_<name>_list and its export, whose summary is the list's name (导出物料列表).
 */
const materialListOf = <F extends z.ZodObject, I extends z.ZodType>(
  name: string,
  title: string,
  summary: string,
  spec: { filter: F; item: I; columns: ListColumn<z.output<I>>[] },
  /** Whether a kind's page names and lays out the list for its kind (suppliers are every kind's alike). */
  perKind = true,
) =>
  listOf(list, {
    title,
    urls: { list: `/api/get_material_${name}_list`, export: `/api/export_material_${name}_list` },
    summary,
    exportSummary: `导出${summary.split('（')[0]}`,
    ...spec,
    view: perKind ? (f, own) => materialListOfKind(own, (f as { kind: MaterialKind }).kind) : undefined,
  });

export const materialItemList = materialListOf('item', '物料', '物料列表（可用库存、最近到期）', {
  filter: materialItemFilterSchema,
  item: materialItemSchema,
  columns: ITEM_COLUMNS,
});
export const { list: getMaterialItemList, export: exportMaterialItemList } = materialItemList;

/** Suppliers are shared by every kind; `kind` says whose permission applies. */
export const materialSupplierList = materialListOf(
  'supplier',
  '供应商',
  '供应商列表',
  {
    filter: supplierFilterSchema,
    item: supplierSchema,
    columns: SUPPLIER_COLUMNS,
  },
  false,
);
export const { list: getMaterialSupplierList, export: exportMaterialSupplierList } = materialSupplierList;

export const materialLotList = materialListOf('lot', '批号库存', '批号库存列表（正常、临期、过期、用完）', {
  filter: lotFilterSchema,
  item: lotSchema,
  columns: LOT_COLUMNS,
});
export const { list: getMaterialLotList, export: exportMaterialLotList } = materialLotList;

export const materialMoveList = materialListOf('move', '出入库记录', '出入库记录（按物料、批号、批次、日期）', {
  filter: stockMoveFilterSchema,
  item: stockMoveSchema,
  columns: MOVE_COLUMNS,
});
export const { list: getMaterialMoveList, export: exportMaterialMoveList } = materialMoveList;

const otherKinds = (kind: MaterialKind): ReadonlySet<string> =>
  new Set((Object.keys(KIND_KEYS) as MaterialKind[]).filter((k) => k !== kind).flatMap((k) => KIND_KEYS[k]));

/**
 * A material list as one kind's page shows and exports it: its title names the kind (种子物料), and its columns
 * leave out what only other kinds have (a seed has no 农药登记证号).
 */
export function materialListOfKind<R>(def: { title: string; columns: readonly ListColumn<R>[] }, kind: MaterialKind) {
  const others = otherKinds(kind);
  return { title: `${MATERIAL_KIND_LABELS[kind]}${def.title}`, columns: def.columns.filter((c) => !others.has(c.key)) };
}
