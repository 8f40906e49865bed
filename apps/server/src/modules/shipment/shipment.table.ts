import { bigint, check, date, index, integer, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { facilityTable } from '../facility/facility.table.js';
import { finishedLotTable } from '../finished/finished.table.js';
import { salesOrderLineTable, salesOrderTable } from '../sales/sales.table.js';
import { userTable } from '../user/user.table.js';

/** Shipments (出货单) against an order, and what each took from which finished lot for which order line (grams). */

const fidRef = () =>
  integer('fid')
    .notNull()
    .references(() => facilityTable.fid, { onDelete: 'cascade' });

export const shipmentTable = pgTable(
  'shipments',
  {
    shipmentId: serial('shipment_id').primaryKey(),
    fid: fidRef(),
    shipNo: text('ship_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrderTable.orderId),
    date: date('date', { mode: 'string' }).notNull(),
    vehicle: text('vehicle').notNull().default(''),
    driver: text('driver').notNull().default(''),
    driverPhone: text('driver_phone').notNull().default(''),
    tempC: numeric('temp_c', { precision: 5, scale: 1, mode: 'number' }),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by').references(() => userTable.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('shipments_no_uq').on(t.fid, t.shipNo), index('shipments_fid_date_idx').on(t.fid, t.date), index('shipments_order_idx').on(t.orderId)],
);

export const shipmentItemTable = pgTable(
  'shipment_items',
  {
    itemId: serial('item_id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipmentTable.shipmentId, { onDelete: 'cascade' }),
    fid: fidRef(),
    lineId: integer('line_id')
      .notNull()
      .references(() => salesOrderLineTable.lineId),
    lotId: integer('lot_id')
      .notNull()
      .references(() => finishedLotTable.lotId),
    g: bigint('g', { mode: 'number' }).notNull(),
    boxes: integer('boxes').notNull().default(0),
  },
  (t) => [index('shipment_items_shipment_idx').on(t.shipmentId), index('shipment_items_lot_idx').on(t.lotId), index('shipment_items_line_idx').on(t.lineId), check('shipment_items_g_ck', sql`${t.g} > 0`)],
);
