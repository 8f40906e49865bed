import { bigint, check, index, integer, numeric, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { factoryNumbered, fidColumn } from '../facility/facility.table.js';
import { finishedLotTable } from '../finished/finished.table.js';
import { salesOrderLineTable, salesOrderTable } from '../sales/sales.table.js';
import { byUserColumn } from '../user/user.table.js';
import { createdAtColumn, dayColumn, refColumn, remarkColumn } from '../../db/columns.js';

/** Shipments (出货单) against an order, and what each took from which finished lot for which order line (grams). */

export const shipmentTable = pgTable(
  'shipments',
  {
    ...factoryNumbered('shipmentId', 'shipNo'),
    orderId: refColumn('order_id', () => salesOrderTable.orderId),
    date: dayColumn('date').notNull(),
    vehicle: text('vehicle').notNull().default(''),
    driver: text('driver').notNull().default(''),
    driverPhone: text('driver_phone').notNull().default(''),
    tempC: numeric('temp_c', { precision: 5, scale: 1, mode: 'number' }),
    remark: remarkColumn(),
    createdBy: byUserColumn('created_by'),
    createdAt: createdAtColumn(),
  },
  (t) => [unique('shipments_no_uq').on(t.fid, t.shipNo), index('shipments_fid_date_idx').on(t.fid, t.date), index('shipments_order_idx').on(t.orderId)],
);

export const shipmentItemTable = pgTable(
  'shipment_items',
  {
    itemId: serial('item_id').primaryKey(),
    shipmentId: refColumn('shipment_id', () => shipmentTable.shipmentId, 'cascade'),
    fid: fidColumn(),
    lineId: refColumn('line_id', () => salesOrderLineTable.lineId),
    lotId: refColumn('lot_id', () => finishedLotTable.lotId),
    g: bigint('g', { mode: 'number' }).notNull(),
    boxes: integer('boxes').notNull().default(0),
  },
  (t) => [
    index('shipment_items_shipment_idx').on(t.shipmentId),
    index('shipment_items_lot_idx').on(t.lotId),
    index('shipment_items_line_idx').on(t.lineId),
    check('shipment_items_g_ck', sql`${t.g} > 0`),
  ],
);
