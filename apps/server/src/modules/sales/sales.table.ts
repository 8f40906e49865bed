import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { OrderStatus, PlannedPlace, PlanStatus } from '@pfs/domain';
import { facilityTable } from '../facility/facility.table.js';
import { customerTable } from '../customer/customer.table.js';
import { plantBatchTable } from '../plant/plant.table.js';
import { plantSpecTable } from '../plant-spec/plant-spec.table.js';
import { userTable } from '../user/user.table.js';

/**
 * Orders (订单) and their lines, and the planned batches that back-scheduling made for a line
 * (docs/production.md, 订单与排产). Status: draft → scheduled → producing → partial → done, or cancelled.
 * `version` guards concurrent edits of one order (a write names the version it saw).
 */

const kg = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });
const fidRef = () =>
  integer('fid')
    .notNull()
    .references(() => facilityTable.fid, { onDelete: 'cascade' });

export const salesOrderTable = pgTable(
  'sales_orders',
  {
    orderId: serial('order_id').primaryKey(),
    fid: fidRef(),
    orderNo: text('order_no').notNull(),
    custId: integer('cust_id')
      .notNull()
      .references(() => customerTable.custId),
    deliveryDate: day('delivery_date').notNull(),
    /** Where to deliver (one of the customer's addresses when the order was saved). */
    address: text('address').notNull().default(''),
    status: text('status').$type<OrderStatus>().notNull().default('draft'),
    version: integer('version').notNull().default(1),
    remark: text('remark').notNull().default(''),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => userTable.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sales_orders_no_uq').on(t.fid, t.orderNo),
    index('sales_orders_list_idx').on(t.fid, t.status, t.deliveryDate),
    index('sales_orders_cust_idx').on(t.custId, t.deliveryDate),
  ],
);

/** A line: so many kg of a crop spec in a grade, packed as `packing` (e.g. 「5kg/箱」). */
export const salesOrderLineTable = pgTable(
  'sales_order_lines',
  {
    lineId: serial('line_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrderTable.orderId, { onDelete: 'cascade' }),
    fid: fidRef(),
    seq: integer('seq').notNull(),
    specId: integer('spec_id')
      .notNull()
      .references(() => plantSpecTable.specId),
    grade: text('grade').notNull(),
    qtyKg: kg('qty_kg').notNull(),
    packing: text('packing').notNull().default(''),
    remark: text('remark').notNull().default(''),
  },
  (t) => [unique('sales_order_lines_seq_uq').on(t.orderId, t.seq), index('sales_order_lines_spec_idx').on(t.fid, t.specId), check('sales_order_lines_qty_ck', sql`${t.qtyKg} > 0`)],
);

/**
 * A planned batch: what accepting an order's plan commits to sow — the day, the dishes and the area of each
 * phase with its days. Sowing it links the real batch (`batch_id`, status sown); cancelling or re-planning
 * the order releases the ones not sown yet. Capacity checks count planned batches like batches in process.
 */
export const salesPlanBatchTable = pgTable(
  'sales_plan_batches',
  {
    planId: serial('plan_id').primaryKey(),
    fid: fidRef(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrderTable.orderId, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => salesOrderLineTable.lineId, { onDelete: 'cascade' }),
    specId: integer('spec_id')
      .notNull()
      .references(() => plantSpecTable.specId),
    specVer: integer('spec_ver').notNull(),
    sowDate: day('sow_date').notNull(),
    pickDate: day('pick_date').notNull(),
    dishes: integer('dishes').notNull(),
    plants: integer('plants').notNull(),
    expectedKg: kg('expected_kg').notNull(),
    /** Each growing phase: area, dishes, first day and days (the capacity the plan reserved). */
    places: jsonb('places').$type<PlannedPlace[]>().notNull(),
    status: text('status').$type<PlanStatus>().notNull().default('planned'),
    batchId: integer('batch_id').references(() => plantBatchTable.batchId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sales_plan_batches_due_idx').on(t.fid, t.status, t.sowDate),
    index('sales_plan_batches_order_idx').on(t.orderId),
    index('sales_plan_batches_batch_idx')
      .on(t.batchId)
      .where(sql`${t.batchId} is not null`),
    check('sales_plan_batches_counts_ck', sql`${t.dishes} > 0 and ${t.plants} > 0`),
  ],
);
