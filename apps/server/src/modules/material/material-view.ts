import type { z } from 'zod';
import { type LotView, type MaterialItem, type StockMove, type supplierSchema } from '@pfs/domain/material';
import { MATERIAL_KIND_LABELS, STOCK_MOVE_KIND_LABELS, type MaterialKind } from '@pfs/domain/plant';

export type Supplier = z.infer<typeof supplierSchema>;
import type { ItemStockRow, SupplierStockRow } from './material-item.repository.js';
import type { LotViewRow, MoveViewRow } from './material-stock-views.js';

/** Rows as the calls answer them (material.api.ts). */

export const toItem = (r: ItemStockRow): MaterialItem => ({
  item_id: r.itemId,
  kind: r.kind,
  name: r.name,
  unit: r.unit,
  spec: r.spec,
  status: r.status,
  low_stock_qty: r.lowStockQty,
  remark: r.remark,
  qty: r.qty,
  lot_ct: r.lotCt,
  next_expiry: r.nextExpiry,
  crop: r.crop,
  variety: r.variety,
  germination_rate: r.germinationRate,
  reg_no: r.regNo,
  active_ingredient: r.activeIngredient,
  safety_days: r.safetyDays,
  category: r.category,
});

export const toSupplier = (r: SupplierStockRow): Supplier => ({
  supplier_id: r.supplierId,
  name: r.name,
  contact: r.contact,
  phone: r.phone,
  address: r.address,
  status: r.status,
  remark: r.remark,
  lot_ct: r.lotCt,
});

export const toLot = (r: LotViewRow): LotView => ({
  lot_id: r.lotId,
  item_id: r.itemId,
  item_name: r.itemName,
  kind: r.kind,
  lot_no: r.lotNo,
  supplier_id: r.supplierId,
  supplier_name: r.supplierName,
  received_on: r.receivedOn,
  produced_on: r.producedOn,
  expires_on: r.expiresOn,
  qty_received: r.qtyReceived,
  qty: r.qty,
  unit: r.unit,
  price: r.price,
  state: r.state,
  remark: r.remark,
});

export const toMove = (r: MoveViewRow): StockMove => ({
  move_id: r.moveId,
  date: r.date,
  kind: r.kind,
  kind_label: STOCK_MOVE_KIND_LABELS[r.kind],
  item_id: r.itemId,
  item_name: r.itemName,
  lot_id: r.lotId,
  lot_no: r.lotNo,
  qty: r.qty,
  qty_after: r.qtyAfter,
  unit: r.unit,
  batch_id: r.batchId,
  batch_no: r.batchNo,
  prot_id: r.protId,
  reason: r.reason,
  operator_name: r.operatorName ?? '',
  created_at: r.createdAt.toISOString(),
});

/** How messages name an item: 种子 意大利生菜. */
export const itemLabel = (kind: MaterialKind, name: string) => `${MATERIAL_KIND_LABELS[kind]} ${name}`;
