import { and, asc, count, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SiCaseStatus } from '@pfs/domain/si';
import type { Db } from '../../db/client.js';
import { fetchPage, likeOf, type PageArgs } from '../../lib/paging.js';
import { siCaseLogTable, siCaseTable, siPlanTable, siRecordTable } from './si.table.js';
import type { Tx } from './si-plan.repository.js';

export type SiCaseFilter = PageArgs & { status?: SiCaseStatus | 'overdue'; owner_uid?: number; from?: string; to?: string; kw?: string };
export type SiCaseLogAction = (typeof siCaseLogTable.$inferSelect)['action'];

const c = siCaseTable;
const rc = siRecordTable;
const p = siPlanTable;
const fields = { c, itemName: rc.name, targetName: rc.targetName, ruleName: p.ruleName, period: p.period, periodStart: p.periodStart };
export type SiCaseListRow = {
  c: typeof c.$inferSelect;
  itemName: string;
  targetName: string;
  ruleName: string;
  period: (typeof p.$inferSelect)['period'];
  periodStart: string;
};

/** Abnormality cases and their logs, every query scoped by fid. */
export class SiCaseRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db.select(fields).from(c).innerJoin(rc, eq(rc.rcdId, c.rcdId)).innerJoin(p, eq(p.planId, c.planId));
  }

  async list(fid: number, f: SiCaseFilter, today: string, tz: string): Promise<{ rows: SiCaseListRow[]; total: number }> {
    const conds: (SQL | undefined)[] = [eq(c.fid, fid), f.owner_uid ? eq(c.ownerUid, f.owner_uid) : undefined];
    if (f.status === 'overdue') conds.push(eq(c.status, 'open'), lt(c.deadline, today));
    else if (f.status) conds.push(eq(c.status, f.status));
    // Opened on local days from … to, inclusive.
    const day = sql`(${c.openedAt} at time zone ${tz})::date`;
    if (f.from) conds.push(sql`${day} >= ${f.from}::date`);
    if (f.to) conds.push(sql`${day} <= ${f.to}::date`);
    if (f.kw) {
      const k = likeOf(f.kw);
      conds.push(or(ilike(rc.name, k), ilike(rc.targetName, k), ilike(c.finding, k)));
    }
    const where = and(...conds);
    return fetchPage(
      this.select()
        .where(where)
        // Open cases first, the earliest due on top; the rest newest first.
        .orderBy(sql`${c.status} = 'open' desc`, sql`case when ${c.status} = 'open' then ${c.deadline} end asc`, desc(c.openedAt), desc(c.caseId)),
      this.db.select({ n: count() }).from(c).innerJoin(rc, eq(rc.rcdId, c.rcdId)).where(where),
      f,
    );
  }

  async get(fid: number, caseId: number): Promise<SiCaseListRow | undefined> {
    const [row] = await this.select().where(and(eq(c.fid, fid), eq(c.caseId, caseId)));
    return row;
  }

  async logs(caseId: number) {
    return this.db.select().from(siCaseLogTable).where(eq(siCaseLogTable.caseId, caseId)).orderBy(asc(siCaseLogTable.at), asc(siCaseLogTable.logId));
  }

  async open(
    tx: Tx,
    v: { fid: number; rcdId: number; planId: number; finding: string; ownerUid: number; deadline: string; by: number; at: Date },
  ): Promise<number> {
    const [row] = await tx
      .insert(c)
      .values({ fid: v.fid, rcdId: v.rcdId, planId: v.planId, finding: v.finding, ownerUid: v.ownerUid, deadline: v.deadline, openedAt: v.at, openedBy: v.by })
      .returning({ id: c.caseId });
    await this.log(tx, { caseId: row!.id, fid: v.fid, action: 'open', note: v.finding, by: v.by, at: v.at });
    return row!.id;
  }

  async update(q: Db | Tx, caseId: number, set: Partial<typeof c.$inferInsert>): Promise<void> {
    await q.update(c).set(set).where(eq(c.caseId, caseId));
  }

  async log(
    q: Db | Tx | undefined,
    v: { caseId: number; fid: number; action: SiCaseLogAction; note: string; photos?: string[]; by: number; at: Date },
  ): Promise<void> {
    await (q ?? this.db)
      .insert(siCaseLogTable)
      .values({ caseId: v.caseId, fid: v.fid, action: v.action, note: v.note, photos: v.photos ?? [], byUid: v.by, at: v.at });
  }

  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }
}
