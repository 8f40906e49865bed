import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TrialStatus } from '@pfs/domain/labs';
import type { Db } from '../../db/client.js';
import { fetchPage, likeOf } from '../../lib/paging.js';
import { plantBatchTable } from '../plant/index.js';
import { plantSpecTable, specOf } from '../plant-spec/index.js';
import { userTable, userOf } from '../user/index.js';
import { labTrialBatchTable, labTrialTable } from './labs.table.js';
import { insertRow } from '../../lib/row-lookups.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type TrialRow = typeof labTrialTable.$inferSelect & { createdByName: string };
export type TrialInput = Pick<TrialRow, 'name' | 'goal' | 'status' | 'startDate' | 'endDate' | 'dishM2' | 'remark'>;
export type TrialFilter = { page: number; size: number; kw?: string; crop?: string; status?: TrialStatus };
export type TrialBatchRow = { trialId: number; batchId: number; batchNo: string; crop: string; variety: string; label: string };

const t = labTrialTable;
const tb = labTrialBatchTable;
const b = plantBatchTable;

/** Trials of a factory and the batches they compare, every query scoped by fid. */
export class LabsRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select({ t, createdByName: sql<string>`coalesce(${userTable.cname}, '')` })
      .from(t)
      .leftJoin(userTable, userOf(t.createdBy));
  }

  async list(fid: number, f: TrialFilter): Promise<{ rows: TrialRow[]; total: number }> {
    const conds: (SQL | undefined)[] = [eq(t.fid, fid), f.status ? eq(t.status, f.status) : undefined];
    // A batch of the trial matching: its label, number (kw) or crop.
    const withBatch = (cond: SQL) =>
      sql`exists (select 1 from ${tb} join ${b} on ${b.batchId} = ${tb.batchId} join ${plantSpecTable} on ${plantSpecTable.specId} = ${b.specId} where ${tb.trialId} = ${t.trialId} and ${cond})`;
    if (f.kw) {
      const k = likeOf(f.kw);
      conds.push(or(ilike(t.name, k), ilike(t.goal, k), ilike(t.remark, k), withBatch(sql`(${tb.label} ilike ${k} or ${b.batchNo} ilike ${k})`)));
    }
    if (f.crop) conds.push(withBatch(sql`${plantSpecTable.crop} = ${f.crop}`));
    const where = and(...conds);
    const page = await fetchPage(
      this.select().where(where).orderBy(desc(t.startDate), desc(t.trialId)),
      this.db.select({ n: count() }).from(t).where(where),
      f,
    );
    return { rows: page.rows.map((r) => ({ ...r.t, createdByName: r.createdByName })), total: page.total };
  }

  async get(fid: number, trialId: number): Promise<TrialRow | undefined> {
    const [r] = await this.select().where(and(eq(t.fid, fid), eq(t.trialId, trialId)));
    return r && { ...r.t, createdByName: r.createdByName };
  }

  /** The batches of the trials, in each trial's order, with their crop. */
  async batchesOf(trialIds: number[]): Promise<TrialBatchRow[]> {
    if (trialIds.length === 0) return [];
    return this.db
      .select({ trialId: tb.trialId, batchId: tb.batchId, batchNo: b.batchNo, crop: plantSpecTable.crop, variety: plantSpecTable.variety, label: tb.label })
      .from(tb)
      .innerJoin(b, eq(b.batchId, tb.batchId))
      .innerJoin(plantSpecTable, specOf(b.specId))
      .where(inArray(tb.trialId, trialIds))
      .orderBy(asc(tb.trialId), asc(tb.seq));
  }

  /** Of these batch ids, the ones that are the factory's and not deleted. */
  async ownBatchIds(fid: number, batchIds: number[]): Promise<Set<number>> {
    if (batchIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: b.batchId })
      .from(b)
      .where(and(eq(b.fid, fid), inArray(b.batchId, batchIds), isNull(b.deletedAt), ne(b.status, 'del')));
    return new Set(rows.map((r) => r.id));
  }

  async insert(fid: number, v: TrialInput, batches: { batchId: number; label: string }[], uid: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const id = await insertRow(tx, t, { ...v, fid, createdBy: uid }, t.trialId);
      await this.putBatches(tx, fid, id, batches);
      return id;
    });
  }

  async update(fid: number, trialId: number, v: TrialInput, batches: { batchId: number; label: string }[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(t)
        .set({ ...v, updatedAt: new Date() })
        .where(and(eq(t.fid, fid), eq(t.trialId, trialId)));
      await tx.delete(tb).where(eq(tb.trialId, trialId));
      await this.putBatches(tx, fid, trialId, batches);
    });
  }

  async remove(fid: number, trialId: number): Promise<void> {
    await this.db.delete(t).where(and(eq(t.fid, fid), eq(t.trialId, trialId)));
  }

  private async putBatches(tx: Tx, fid: number, trialId: number, batches: { batchId: number; label: string }[]) {
    await tx.insert(tb).values(batches.map((x, i) => ({ trialId, batchId: x.batchId, fid, seq: i + 1, label: x.label })));
  }
}
