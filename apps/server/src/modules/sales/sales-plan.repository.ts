import { and, asc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { GrowingPhase } from '@pfs/domain/plant';
import type { HeldOrder, PlannedPlace } from '@pfs/domain/sales';
import type { Db } from '../../db/client.js';
import { customerTable } from '../customer/index.js';
import { plantBatchPlaceTable, plantBatchTable, plantHarvestTable } from '../plant/index.js';
import { plantSpecTable, specOf } from '../plant-spec/index.js';
import type { Q, Tx } from './sales.repository.js';
import { salesOrderTable, salesPlanBatchTable } from './sales.table.js';

export type PlanRow = typeof salesPlanBatchTable.$inferSelect & {
  crop: string;
  variety: string;
  batchNo: string | null;
  batchStatus: (typeof plantBatchTable.$inferSelect)['status'] | null;
  phase: (typeof plantBatchTable.$inferSelect)['phase'] | null;
  plantsNow: number;
  plantsLost: number;
  kgHarvested: number;
  /** While a safety interval runs on the sown batch: the first day it may be picked. */
  safeFrom: string | null;
};
export type NewPlan = Omit<typeof salesPlanBatchTable.$inferInsert, 'planId' | 'createdAt' | 'status' | 'batchId'>;
export type ActivePlace = { batchId: number; specId: number; specVer: number; phase: GrowingPhase; areaId: number; dishes: number; since: string };
export type DueRow = typeof salesPlanBatchTable.$inferSelect & { orderNo: string; custName: string; deliveryDate: string; crop: string; variety: string };

/** Advisory lock class of order planning (the second key is the factory). */
const PLANNING_LOCK = 7310;

/** Planned batches and what the scheduler weighs them against: batches in process and other orders' plans. */
export class SalesPlanRepository {
  constructor(readonly db: Db) {}

  /** Where the dishes of every batch in process stand now. */
  activePlaces(q: Q, fid: number): Promise<ActivePlace[]> {
    return q
      .select({
        batchId: plantBatchPlaceTable.batchId,
        specId: plantBatchTable.specId,
        specVer: plantBatchTable.specVer,
        phase: plantBatchPlaceTable.phase,
        areaId: plantBatchPlaceTable.areaId,
        dishes: plantBatchPlaceTable.dishes,
        since: plantBatchPlaceTable.since,
      })
      .from(plantBatchPlaceTable)
      .innerJoin(plantBatchTable, eq(plantBatchTable.batchId, plantBatchPlaceTable.batchId))
      .where(and(eq(plantBatchPlaceTable.fid, fid), eq(plantBatchTable.status, 'active'), isNull(plantBatchTable.deletedAt)));
  }

  /** Places of plans not sown yet, other than `exceptOrder`'s. */
  async plannedPlaces(q: Q, fid: number, exceptOrder?: number): Promise<PlannedPlace[]> {
    const rows = await q
      .select({ places: salesPlanBatchTable.places })
      .from(salesPlanBatchTable)
      .where(and(eq(salesPlanBatchTable.fid, fid), eq(salesPlanBatchTable.status, 'planned'), exceptOrder === undefined ? undefined : ne(salesPlanBatchTable.orderId, exceptOrder)));
    return rows.flatMap((r) => r.places);
  }

  /** Plants lost ÷ plants sown over the spec's batches closed since `since` (null without any). */
  async lossRate(q: Q, fid: number, specId: number, since: string): Promise<number | null> {
    const [r] = await q
      .select({ sown: sql<number>`coalesce(sum(${plantBatchTable.plantsSown}), 0)`.mapWith(Number), lost: sql<number>`coalesce(sum(${plantBatchTable.plantsLost}), 0)`.mapWith(Number) })
      .from(plantBatchTable)
      .where(and(eq(plantBatchTable.fid, fid), eq(plantBatchTable.specId, specId), eq(plantBatchTable.status, 'closed'), gte(plantBatchTable.closedOn, since)));
    return r && r.sown > 0 ? r.lost / r.sown : null;
  }

  /** Serialises accepting plans within a factory (transaction-scoped advisory lock). */
  async lockPlanning(tx: Tx, fid: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${PLANNING_LOCK}, ${fid})`);
  }

  async insert(tx: Tx, plans: NewPlan[]): Promise<void> {
    if (plans.length > 0) await tx.insert(salesPlanBatchTable).values(plans);
  }

  /** Releases an order's plans not sown yet (cancel, re-plan); the count released. */
  async release(tx: Tx, orderId: number): Promise<number> {
    const r = await tx
      .update(salesPlanBatchTable)
      .set({ status: 'released' })
      .where(and(eq(salesPlanBatchTable.orderId, orderId), eq(salesPlanBatchTable.status, 'planned')))
      .returning({ id: salesPlanBatchTable.planId });
    return r.length;
  }

  async plansOf(q: Q, orderIds: number[]): Promise<PlanRow[]> {
    if (orderIds.length === 0) return [];
    const rows = await q
      .select({
        p: salesPlanBatchTable,
        crop: plantSpecTable.crop,
        variety: plantSpecTable.variety,
        batchNo: plantBatchTable.batchNo,
        batchStatus: plantBatchTable.status,
        phase: plantBatchTable.phase,
        plantsNow: plantBatchTable.plants,
        plantsLost: plantBatchTable.plantsLost,
        kgHarvested: plantBatchTable.kgHarvested,
        safeFrom: plantBatchTable.safeFrom,
      })
      .from(salesPlanBatchTable)
      .innerJoin(plantSpecTable, specOf(salesPlanBatchTable.specId))
      .leftJoin(plantBatchTable, eq(plantBatchTable.batchId, salesPlanBatchTable.batchId))
      .where(inArray(salesPlanBatchTable.orderId, orderIds))
      .orderBy(asc(salesPlanBatchTable.orderId), asc(salesPlanBatchTable.sowDate), asc(salesPlanBatchTable.planId));
    return rows.map((r) => ({
      ...r.p,
      crop: r.crop,
      variety: r.variety,
      batchNo: r.batchNo,
      batchStatus: r.batchStatus,
      phase: r.phase,
      plantsNow: r.plantsNow ?? 0,
      plantsLost: r.plantsLost ?? 0,
      kgHarvested: r.kgHarvested ?? 0,
      safeFrom: r.safeFrom,
    }));
  }

  /** Kg picked per batch and grade (grades upper-cased). */
  async picksByGrade(q: Q, batchIds: number[]): Promise<Map<number, Map<string, number>>> {
    const out = new Map<number, Map<string, number>>();
    if (batchIds.length === 0) return out;
    const rows = await q
      .select({ batchId: plantHarvestTable.batchId, grade: sql<string>`upper(${plantHarvestTable.grade})`, kg: sql<number>`sum(${plantHarvestTable.kg})`.mapWith(Number) })
      .from(plantHarvestTable)
      .where(and(inArray(plantHarvestTable.batchId, batchIds), eq(plantHarvestTable.voided, false)))
      .groupBy(plantHarvestTable.batchId, sql`upper(${plantHarvestTable.grade})`);
    for (const r of rows) out.set(r.batchId, (out.get(r.batchId) ?? new Map<string, number>()).set(r.grade, r.kg));
    return out;
  }

  /** Kg picked per grade (upper-cased) of the spec's batches since `since`: the grade split this crop gives here. */
  async gradeSplit(q: Q, fid: number, specId: number, since: string): Promise<Map<string, number>> {
    const rows = await q
      .select({ grade: sql<string>`upper(${plantHarvestTable.grade})`, kg: sql<number>`sum(${plantHarvestTable.kg})`.mapWith(Number) })
      .from(plantHarvestTable)
      .innerJoin(plantBatchTable, eq(plantBatchTable.batchId, plantHarvestTable.batchId))
      .where(and(eq(plantHarvestTable.fid, fid), eq(plantBatchTable.specId, specId), isNull(plantBatchTable.deletedAt), gte(plantHarvestTable.date, since), eq(plantHarvestTable.voided, false)))
      .groupBy(sql`upper(${plantHarvestTable.grade})`);
    return new Map(rows.map((r) => [r.grade, r.kg]));
  }

  /** Plans to sow by `until` (late ones included). */
  due(fid: number, until: string): Promise<DueRow[]> {
    return this.db
      .select({
        p: salesPlanBatchTable,
        orderNo: salesOrderTable.orderNo,
        custName: customerTable.name,
        deliveryDate: salesOrderTable.deliveryDate,
        crop: plantSpecTable.crop,
        variety: plantSpecTable.variety,
      })
      .from(salesPlanBatchTable)
      .innerJoin(salesOrderTable, eq(salesOrderTable.orderId, salesPlanBatchTable.orderId))
      .innerJoin(customerTable, eq(customerTable.custId, salesOrderTable.custId))
      .innerJoin(plantSpecTable, specOf(salesPlanBatchTable.specId))
      .where(and(eq(salesPlanBatchTable.fid, fid), eq(salesPlanBatchTable.status, 'planned'), lte(salesPlanBatchTable.sowDate, until)))
      .orderBy(asc(salesPlanBatchTable.sowDate), asc(salesPlanBatchTable.planId))
      .limit(500)
      .then((rows) => rows.map((r) => ({ ...r.p, orderNo: r.orderNo, custName: r.custName, deliveryDate: r.deliveryDate, crop: r.crop, variety: r.variety })));
  }

  /** Claims a planned batch for sowing (null when absent, foreign, or already sown/released). */
  async claim(tx: Tx, fid: number, planId: number): Promise<typeof salesPlanBatchTable.$inferSelect | null> {
    const [r] = await tx
      .update(salesPlanBatchTable)
      .set({ status: 'sown' })
      .where(and(eq(salesPlanBatchTable.fid, fid), eq(salesPlanBatchTable.planId, planId), eq(salesPlanBatchTable.status, 'planned')))
      .returning();
    return r ?? null;
  }

  async plan(q: Q, fid: number, planId: number) {
    const [r] = await q
      .select()
      .from(salesPlanBatchTable)
      .where(and(eq(salesPlanBatchTable.fid, fid), eq(salesPlanBatchTable.planId, planId)));
    return r ?? null;
  }

  async link(q: Q, planId: number, batchId: number): Promise<void> {
    await q.update(salesPlanBatchTable).set({ batchId }).where(eq(salesPlanBatchTable.planId, planId));
  }

  async unclaim(q: Q, planId: number): Promise<void> {
    await q.update(salesPlanBatchTable).set({ status: 'planned', batchId: null }).where(eq(salesPlanBatchTable.planId, planId));
  }

  /** Moves an order from scheduled to producing when its first planned batch is sown. */
  async markProducing(q: Q, orderId: number): Promise<void> {
    await q
      .update(salesOrderTable)
      .set({ status: 'producing', version: sql`${salesOrderTable.version} + 1`, updatedAt: new Date() })
      .where(and(eq(salesOrderTable.orderId, orderId), eq(salesOrderTable.status, 'scheduled')));
  }

  /** Open orders some of these batches were sown for (a sales plan links them): what a safety interval may delay. */
  async openOrdersOf(q: Q, batchIds: number[]): Promise<HeldOrder[]> {
    if (batchIds.length === 0) return [];
    return q
      .selectDistinct({ order_id: salesOrderTable.orderId, order_no: salesOrderTable.orderNo, cust_name: customerTable.name, delivery_date: salesOrderTable.deliveryDate })
      .from(salesPlanBatchTable)
      .innerJoin(salesOrderTable, eq(salesOrderTable.orderId, salesPlanBatchTable.orderId))
      .innerJoin(customerTable, eq(customerTable.custId, salesOrderTable.custId))
      .where(and(inArray(salesPlanBatchTable.batchId, batchIds), inArray(salesOrderTable.status, ['scheduled', 'producing', 'partial'])))
      .orderBy(asc(salesOrderTable.deliveryDate), asc(salesOrderTable.orderId));
  }
}
