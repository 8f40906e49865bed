import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { materialItemTable, materialLotTable, materialMoveTable } from '../material/index.js';
import { userTable, userOf } from '../user/index.js';
import type { Q, Tx } from './plant.repository.js';
import { plantBatchEventTable as ev, plantHarvestTable } from './plant.table.js';

const e = ev;

/** A finished lot made from a batch and grade, with the shipments that took from it. */
export type FinishedOfGrade = { lot_no: string; grade: string; entered_g: number; loss_g: number; ship_nos: string | null };
/** The finished lots made from a batch, read in the void's transaction: the shipment module's, handed in at composition. */
export type FinishedOfBatch = (q: Q, fid: number, batchId: number) => Promise<FinishedOfGrade[]>;

/**
 * What voiding a batch record reads and marks: the record, what the finished store made of the batch's harvest,
 * the protection's other batches and the pesticide it issued. Reads run in the void's transaction (the batch
 * row is locked: finished entries of the batch lock it too, so they wait for the void and see its result).
 */
export class PlantVoidRepository {
  /** The record if it is this factory's and this batch's, with whether (and by which event) it was voided. */
  async event(q: Q, fid: number, batchId: number, eventId: number) {
    const [row] = await q
      .select({ eventId: e.eventId, seq: e.seq, kind: e.kind, date: e.date, protId: e.protId, voided: e.voided })
      .from(e)
      .where(and(eq(e.fid, fid), eq(e.batchId, batchId), eq(e.eventId, eventId)));
    return row ?? null;
  }

  /** The void event of a voided record: who voided it and when. */
  async voidOf(q: Q, eventId: number) {
    const [row] = await q
      .select({ date: e.date, reason: e.remark, by: userTable.cname, at: e.createdAt })
      .from(e)
      .leftJoin(userTable, userOf(e.operatorUid))
      .where(eq(e.voidOf, eventId));
    return row ?? null;
  }

  async markVoided(tx: Tx, eventId: number): Promise<void> {
    await tx.update(e).set({ voided: true }).where(eq(e.eventId, eventId));
    await tx.update(plantHarvestTable).set({ voided: true }).where(eq(plantHarvestTable.eventId, eventId));
  }

  /** kg per grade of a pick. */
  pickGrades(q: Q, eventId: number) {
    const h = plantHarvestTable;
    return q.select({ grade: h.grade, kg: h.kg }).from(h).where(eq(h.eventId, eventId));
  }

  /** Grams harvested per grade by the batch's picks still standing. */
  async harvestedG(q: Q, batchId: number): Promise<Map<string, number>> {
    const h = plantHarvestTable;
    const rows = await q
      .select({ grade: h.grade, g: sql<string>`round(sum(${h.kg}) * 1000)::bigint` })
      .from(h)
      .where(and(eq(h.batchId, batchId), eq(h.voided, false)))
      .groupBy(h.grade);
    return new Map(rows.map((r) => [r.grade, Number(r.g)]));
  }

  /** Other batches the protection still treats (their protect events are not voided). */
  async otherTreated(q: Q, protId: number, eventId: number): Promise<number> {
    const [r] = await q
      .select({ n: sql<number>`count(*)::int` })
      .from(e)
      .where(and(eq(e.protId, protId), eq(e.kind, 'protect'), eq(e.voided, false), ne(e.eventId, eventId)));
    return r?.n ?? 0;
  }

  /** What the protection took from each lot and has not given back. */
  async pesticideOut(q: Q, protId: number) {
    const m = materialMoveTable;
    const out = sql<string>`-sum(${m.qty})`;
    const rows = await q
      .select({ lot_id: m.lotId, item_id: m.itemId, lot_no: materialLotTable.lotNo, unit: materialItemTable.unit, qty: out })
      .from(m)
      .innerJoin(materialLotTable, eq(materialLotTable.lotId, m.lotId))
      .innerJoin(materialItemTable, eq(materialItemTable.itemId, m.itemId))
      .where(and(eq(m.protId, protId), inArray(m.kind, ['issue', 'return'])))
      .groupBy(m.lotId, m.itemId, materialLotTable.lotNo, materialItemTable.unit)
      .having(sql`${out} > 0`)
      .orderBy(m.lotId);
    return rows.map((r) => ({ ...r, qty: Number(r.qty) }));
  }
}
