import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { MaterialKind, StockMoveKind, SupplyCategory } from '@pfs/domain/plant';
import { factoryOwned } from '../facility/facility.table.js';
import { byUserColumn } from '../user/user.table.js';
import { createdAtColumn, dayColumn, enabledStatusColumn, qtyColumn, refColumn, remarkColumn } from '../../db/columns.js';

/**
 * Materials: items (seeds, pesticides, supplies), suppliers, lots and every stock movement. A lot's `qty`
 * is the running balance its movements add up to (each movement keeps `qty_after`); it never goes below 0
 * (the check constraint backs the service's row lock). Quantities keep three decimals of the item's unit.
 * Movements name the batch or protection that caused them as plain ids: planting depends on materials, not
 * the other way round, and batches are never hard-deleted.
 */

export const materialItemTable = pgTable(
  'material_items',
  {
    ...factoryOwned('itemId'),
    kind: text('kind').$type<MaterialKind>().notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    spec: text('spec').notNull().default(''),
    status: enabledStatusColumn(),
    lowStockQty: qtyColumn('low_stock_qty').notNull().default(0),
    remark: remarkColumn(),
    // Seeds
    crop: text('crop').notNull().default(''),
    variety: text('variety').notNull().default(''),
    germinationRate: numeric('germination_rate', { precision: 4, scale: 1, mode: 'number' }),
    // Pesticides
    regNo: text('reg_no').notNull().default(''),
    activeIngredient: text('active_ingredient').notNull().default(''),
    safetyDays: integer('safety_days'),
    // Supplies
    category: text('category').$type<SupplyCategory>(),
    createdAt: createdAtColumn(),
  },
  (t) => [unique('material_items_name_uq').on(t.fid, t.kind, t.name)],
);

export const materialSupplierTable = pgTable(
  'material_suppliers',
  {
    ...factoryOwned('supplierId'),
    name: text('name').notNull(),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    status: enabledStatusColumn(),
    remark: remarkColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [unique('material_suppliers_name_uq').on(t.fid, t.name)],
);

export const materialLotTable = pgTable(
  'material_lots',
  {
    ...factoryOwned('lotId'),
    itemId: refColumn('item_id', () => materialItemTable.itemId),
    supplierId: integer('supplier_id').references(() => materialSupplierTable.supplierId, { onDelete: 'set null' }),
    lotNo: text('lot_no').notNull(),
    receivedOn: dayColumn('received_on').notNull(),
    producedOn: dayColumn('produced_on'),
    expiresOn: dayColumn('expires_on'),
    qtyReceived: qtyColumn('qty_received').notNull(),
    qty: qtyColumn('qty').notNull(),
    price: numeric('price', { precision: 14, scale: 4, mode: 'number' }),
    remark: remarkColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('material_lots_no_uq').on(t.itemId, t.lotNo),
    check('material_lots_qty_ck', sql`${t.qty} >= 0`),
    // First-expiring-first issue and the expiry warnings read only lots with stock.
    index('material_lots_fifo_idx')
      .on(t.fid, t.itemId, t.expiresOn, t.receivedOn)
      .where(sql`${t.qty} > 0`),
    index('material_lots_expiry_idx')
      .on(t.fid, t.expiresOn)
      .where(sql`${t.qty} > 0`),
  ],
);

export const materialMoveTable = pgTable(
  'material_movements',
  {
    ...factoryOwned('moveId'),
    itemId: refColumn('item_id', () => materialItemTable.itemId),
    lotId: refColumn('lot_id', () => materialLotTable.lotId),
    kind: text('kind').$type<StockMoveKind>().notNull(),
    date: dayColumn('date').notNull(),
    /** Signed: + into the lot, − out of it. */
    qty: qtyColumn('qty').notNull(),
    qtyAfter: qtyColumn('qty_after').notNull(),
    /** The sowing (batch) or crop protection that issued it, if any. */
    batchId: integer('batch_id'),
    protId: integer('prot_id'),
    reason: text('reason').notNull().default(''),
    operatorUid: byUserColumn('operator_uid'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('material_movements_lot_idx').on(t.lotId, t.moveId),
    index('material_movements_item_date_idx').on(t.fid, t.itemId, t.date),
    index('material_movements_fid_date_idx').on(t.fid, t.date),
    index('material_movements_batch_idx')
      .on(t.batchId)
      .where(sql`${t.batchId} is not null`),
    index('material_movements_prot_idx')
      .on(t.protId)
      .where(sql`${t.protId} is not null`),
  ],
);
