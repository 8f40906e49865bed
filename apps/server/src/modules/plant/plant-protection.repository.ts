import { and, asc, desc, eq, exists, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ProtectionKind } from '@pfs/domain/plant';
import type { Db } from '../../db/client.js';
import { areaTable } from '../facility/index.js';
import { materialItemTable, materialLotTable, materialMoveTable } from '../material/index.js';
import { userTable, userOf } from '../user/index.js';
import type { Q, Tx } from './plant.repository.js';
import { plantBatchEventTable as ev, plantBatchTable as bt, plantPicTable, plantProtectionTable as pt } from './plant.table.js';
import { countWhere, fetchPage } from '../../lib/paging.js';
import { idsOfFactory } from '../../lib/row-lookups.js';

export type ProtectionFilter = { startDay?: string; endDay?: string; kind?: ProtectionKind; itemId?: number; batchId?: number; page: number; size: number };
export type ProtectionInsert = Omit<typeof pt.$inferInsert, 'protId' | 'createdAt'>;

const protCols = {
  prot: pt,
  itemName: materialItemTable.name,
  regNo: materialItemTable.regNo,
  activeIngredient: materialItemTable.activeIngredient,
  unit: materialItemTable.unit,
  operatorName: userTable.cname,
};
export type ProtectionRow = {
  prot: typeof pt.$inferSelect;
  itemName: string;
  regNo: string;
  activeIngredient: string;
  unit: string;
  operatorName: string | null;
};

/** Crop protections and what hangs off them: lots issued (stock movements), treated batches (protect events), pictures. */
export class PlantProtectionRepository {
  constructor(private readonly db: Db) {}

  private select(q: Q = this.db) {
    return q.select(protCols).from(pt).innerJoin(materialItemTable, eq(materialItemTable.itemId, pt.itemId)).leftJoin(userTable, userOf(pt.operatorUid));
  }

  async list(fid: number, f: ProtectionFilter): Promise<{ rows: ProtectionRow[]; total: number }> {
    const c: SQL[] = [eq(pt.fid, fid)];
    if (f.startDay) c.push(gte(pt.date, f.startDay));
    if (f.endDay) c.push(lte(pt.date, f.endDay));
    if (f.kind) c.push(eq(pt.kind, f.kind));
    if (f.itemId !== undefined) c.push(eq(pt.itemId, f.itemId));
    if (f.batchId !== undefined) {
      const treated = this.db
        .select({ one: sql`1` })
        .from(ev)
        .where(and(eq(ev.protId, pt.protId), eq(ev.batchId, f.batchId)));
      c.push(exists(treated));
    }
    const where = and(...c);
    return fetchPage(this.select().where(where).orderBy(desc(pt.date), desc(pt.protId)), countWhere(this.db, pt, where), f);
  }

  async get(q: Q, fid: number, protId: number): Promise<ProtectionRow | null> {
    const [row] = await this.select(q).where(and(eq(pt.fid, fid), eq(pt.protId, protId)));
    return row ?? null;
  }

  /** Lots each protection took its pesticide from (issues net of nothing: a protection never returns). */
  lotsOf(q: Q, protIds: number[]) {
    if (protIds.length === 0) return Promise.resolve([]);
    const m = materialMoveTable;
    return q
      .select({ protId: m.protId, lotId: m.lotId, lotNo: materialLotTable.lotNo, qty: sql<number>`(-sum(${m.qty}))::float8` })
      .from(m)
      .innerJoin(materialLotTable, eq(materialLotTable.lotId, m.lotId))
      .where(and(inArray(m.protId, protIds), eq(m.kind, 'issue')))
      .groupBy(m.protId, m.lotId, materialLotTable.lotNo)
      .orderBy(asc(m.lotId));
  }

  /** Batches each protection treated (its protect events). */
  batchesOf(q: Q, protIds: number[]) {
    if (protIds.length === 0) return Promise.resolve([]);
    return q
      .select({ protId: ev.protId, batchId: bt.batchId, batchNo: bt.batchNo })
      .from(ev)
      .innerJoin(bt, eq(bt.batchId, ev.batchId))
      .where(and(inArray(ev.protId, protIds), eq(ev.kind, 'protect'), eq(ev.voided, false)))
      .orderBy(asc(bt.batchNo));
  }

  /**
   * Pictures of each protection: those linked to it, and the pest pictures taken on its day of a batch it
   * treated or in an area it named (uploads name a batch or area and a day, not the protection).
   */
  picCounts(q: Q, protIds: number[]) {
    if (protIds.length === 0) return Promise.resolve([]);
    const p = plantPicTable;
    const treated = q
      .select({ one: sql`1` })
      .from(ev)
      .where(and(eq(ev.protId, pt.protId), eq(ev.kind, 'protect'), eq(ev.batchId, p.batchId)));
    const sameDayPest = and(eq(p.kind, 'pest'), eq(p.takenOn, pt.date), or(exists(treated), sql`${p.areaId} = any(${pt.areaIds})`));
    return q
      .select({ protId: pt.protId, n: sql<number>`count(distinct ${p.picId})::int` })
      .from(pt)
      .innerJoin(p, and(eq(p.fid, pt.fid), or(eq(p.protId, pt.protId), sameDayPest)))
      .where(inArray(pt.protId, protIds))
      .groupBy(pt.protId);
  }

  areaNames(q: Q, fid: number, areaIds: number[]) {
    if (areaIds.length === 0) return Promise.resolve([]);
    return q
      .select({ areaId: areaTable.areaId, name: areaTable.name })
      .from(areaTable)
      .where(and(eq(areaTable.fid, fid), inArray(areaTable.areaId, areaIds)));
  }

  async pesticide(q: Q, fid: number, itemId: number) {
    const i = materialItemTable;
    const [row] = await q
      .select({ itemId: i.itemId, kind: i.kind, name: i.name, unit: i.unit, status: i.status, safetyDays: i.safetyDays })
      .from(i)
      .where(and(eq(i.fid, fid), eq(i.itemId, itemId)));
    return row ?? null;
  }

  /** The factory's batches among `batchIds` (to refuse another factory's before treating any). */
  batchIds(q: Q, fid: number, batchIds: number[]): Promise<number[]> {
    return idsOfFactory(q, bt.batchId, bt.fid, fid, batchIds);
  }

  /**
   * Active batches that had dishes carried into one of the areas on or before `date`: those that may have stood
   * there that day (the replayed stays decide).
   */
  async candidatesInAreas(q: Q, fid: number, areaIds: number[], date: string): Promise<number[]> {
    if (areaIds.length === 0) return [];
    const rows = await q
      .selectDistinct({ id: ev.batchId })
      .from(ev)
      .innerJoin(bt, eq(bt.batchId, ev.batchId))
      // Closed after the day too: a batch picked clean after the spray stood there and must not be skipped silently.
      .where(and(eq(ev.fid, fid), or(eq(bt.status, 'active'), and(eq(bt.status, 'closed'), gt(bt.closedOn, date))), inArray(ev.toAreaId, areaIds), lte(ev.date, date)));
    return rows.map((r) => r.id);
  }

  /** Locks the treated batches in id order, so a protection and a batch write never wait on each other in a circle. */
  async lockBatches(tx: Tx, batchIds: number[]): Promise<void> {
    if (batchIds.length === 0) return;
    await tx.select({ id: bt.batchId }).from(bt).where(inArray(bt.batchId, batchIds)).orderBy(asc(bt.batchId)).for('update');
  }

  async insert(tx: Tx, row: ProtectionInsert): Promise<number> {
    const [r] = await tx.insert(pt).values(row).returning({ id: pt.protId });
    return r!.id;
  }
}
