import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { areaTable, factoryNumbered, factoryOwned } from '../facility/facility.table.js';
import { plantBatchTable } from '../plant/plant.table.js';
import { plantSpecTable } from '../plant-spec/plant-spec.table.js';
import { byUserColumn } from '../user/user.table.js';
import { createdAtColumn, dayColumn, refColumn, remarkColumn } from '../../db/columns.js';

/**
 * Finished lots (成品批号, docs/production.md 成品与出货). Weights in grams (bigint) so sums never drift.
 * Temporary storage is not a table: for a batch and grade it is harvested (plant_harvests) − entered − lost,
 * and an entry locks the batch row so two entries cannot both take the last kg. A lot holds
 * entered − shipped − adjusted (`left_g`, never below 0: check constraint); `version` guards shipments.
 */

const grams = (name: string) => bigint(name, { mode: 'number' });

export const finishedLotTable = pgTable(
  'finished_lots',
  {
    ...factoryNumbered('lotId', 'lotNo'),
    batchId: refColumn('batch_id', () => plantBatchTable.batchId),
    specId: refColumn('spec_id', () => plantSpecTable.specId),
    grade: text('grade').notNull(),
    packing: text('packing').notNull().default(''),
    count: integer('count').notNull().default(0),
    enteredOn: dayColumn('entered_on').notNull(),
    enteredG: grams('entered_g').notNull(),
    lossG: grams('loss_g').notNull().default(0),
    lossReason: text('loss_reason'),
    shippedG: grams('shipped_g').notNull().default(0),
    adjustedG: grams('adjusted_g').notNull().default(0),
    leftG: grams('left_g').notNull(),
    areaId: integer('area_id').references(() => areaTable.areaId, { onDelete: 'set null' }),
    shelfDays: integer('shelf_days').notNull(),
    expiresOn: dayColumn('expires_on').notNull(),
    version: integer('version').notNull().default(1),
    remark: remarkColumn(),
    createdBy: byUserColumn('created_by'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('finished_lots_no_uq').on(t.fid, t.lotNo),
    index('finished_lots_batch_idx').on(t.batchId, t.grade),
    index('finished_lots_stock_idx')
      .on(t.fid, t.specId, t.grade, t.expiresOn)
      .where(sql`${t.leftG} > 0`),
    index('finished_lots_entered_idx').on(t.fid, t.enteredOn),
    check(
      'finished_lots_mass_ck',
      sql`${t.leftG} >= 0 and ${t.enteredG} >= 0 and ${t.lossG} >= 0 and ${t.leftG} = ${t.enteredG} - ${t.shippedG} - ${t.adjustedG}`,
    ),
  ],
);

/**
 * Stock out of a lot without an order, with a reason: `adjust` 盘点调整, `scrap` 报废, `sale` 批发出售 (lower grades sold
 * off at the market: the buyer as written, the price per kg when known).
 */
export const finishedAdjustTable = pgTable(
  'finished_adjusts',
  {
    ...factoryOwned('adjId'),
    lotId: refColumn('lot_id', () => finishedLotTable.lotId, 'cascade'),
    date: dayColumn('date').notNull(),
    g: grams('g').notNull(),
    kind: text('kind').notNull().default('adjust'),
    buyer: text('buyer').notNull().default(''),
    priceYuanKg: numeric('price_yuan_kg', { precision: 10, scale: 2, mode: 'number' }),
    reason: text('reason').notNull(),
    uid: byUserColumn('uid'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('finished_adjusts_lot_idx').on(t.lotId), check('finished_adjusts_kind_ck', sql`${t.kind} in ('adjust', 'scrap', 'sale')`)],
);
