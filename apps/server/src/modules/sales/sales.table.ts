import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import type { OrderStatus, PlannedPlace, PlanStatus } from '@pfs/domain/sales';
import { factoryNumbered, factoryOwned, fidColumn } from '../facility/facility.table.js';
import { customerTable } from '../customer/customer.table.js';
import { plantBatchTable } from '../plant/plant.table.js';
import { plantSpecTable } from '../plant-spec/plant-spec.table.js';
import { byUserColumn } from '../user/user.table.js';
import { createdAtColumn, dayColumn, qtyColumn, refColumn, remarkColumn, tsColumn, updatedAtColumn } from '../../db/columns.js';

/**
 * Orders (订单) and their lines, and the planned batches that back-scheduling made for a line
 * (docs/production.md, 订单与排产). Status: draft → scheduled → producing → partial → done, or cancelled.
 * `version` guards concurrent edits of one order (a write names the version it saw).
 */

export const salesOrderTable = pgTable(
  'sales_orders',
  {
    ...factoryNumbered('orderId', 'orderNo'),
    custId: refColumn('cust_id', () => customerTable.custId),
    deliveryDate: dayColumn('delivery_date').notNull(),
    /** Where to deliver (one of the customer's addresses when the order was saved). */
    address: text('address').notNull().default(''),
    status: text('status').$type<OrderStatus>().notNull().default('draft'),
    version: integer('version').notNull().default(1),
    remark: remarkColumn(),
    scheduledAt: tsColumn('scheduled_at'),
    cancelledAt: tsColumn('cancelled_at'),
    createdBy: byUserColumn('created_by'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
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
    orderId: refColumn('order_id', () => salesOrderTable.orderId, 'cascade'),
    fid: fidColumn(),
    seq: integer('seq').notNull(),
    specId: refColumn('spec_id', () => plantSpecTable.specId),
    grade: text('grade').notNull(),
    qtyKg: qtyColumn('qty_kg').notNull(),
    packing: text('packing').notNull().default(''),
    remark: remarkColumn(),
  },
  (t) => [
    unique('sales_order_lines_seq_uq').on(t.orderId, t.seq),
    index('sales_order_lines_spec_idx').on(t.fid, t.specId),
    check('sales_order_lines_qty_ck', sql`${t.qtyKg} > 0`),
  ],
);

/**
 * A planned batch: what accepting an order's plan commits to sow — the day, the dishes and the area of each
 * phase with its days. Sowing it links the real batch (`batch_id`, status sown); cancelling or re-planning
 * the order releases the ones not sown yet. Capacity checks count planned batches like batches in process.
 */
export const salesPlanBatchTable = pgTable(
  'sales_plan_batches',
  {
    ...factoryOwned('planId'),
    orderId: refColumn('order_id', () => salesOrderTable.orderId, 'cascade'),
    lineId: refColumn('line_id', () => salesOrderLineTable.lineId, 'cascade'),
    specId: refColumn('spec_id', () => plantSpecTable.specId),
    specVer: integer('spec_ver').notNull(),
    sowDate: dayColumn('sow_date').notNull(),
    pickDate: dayColumn('pick_date').notNull(),
    dishes: integer('dishes').notNull(),
    plants: integer('plants').notNull(),
    expectedKg: qtyColumn('expected_kg').notNull(),
    /** Each growing phase: area, dishes, first day and days (the capacity the plan reserved). */
    places: jsonb('places').$type<PlannedPlace[]>().notNull(),
    status: text('status').$type<PlanStatus>().notNull().default('planned'),
    batchId: integer('batch_id').references(() => plantBatchTable.batchId, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
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
