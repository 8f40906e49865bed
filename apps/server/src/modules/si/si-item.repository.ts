import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SiAnswerKind, SiTargetKind } from '@pfs/domain/si';
import type { Db } from '../../db/client.js';
import { eqIf, fetchPage, kwMatch, type PageArgs } from '../../lib/paging.js';
import { siItemTable, siRuleTable } from './si.table.js';

export type SiItemRow = typeof siItemTable.$inferSelect & { ruleCt: number };
export type SiItemInput = Omit<typeof siItemTable.$inferInsert, 'ciId' | 'fid' | 'createdAt' | 'updatedAt'>;
export type SiItemFilter = PageArgs & { kw?: string; target_kind?: SiTargetKind; answer_kind?: SiAnswerKind; status?: 'enabled' | 'disabled' };

const i = siItemTable;
const r = siRuleTable;
/** The enabled rules that hold the item. */
const ruleCt = sql<number>`(select count(*)::int from ${r} where ${r.fid} = ${i.fid} and ${r.status} = 'enabled' and ${i.ciId} = any(${r.ciIds}))`;

/** 巡检项 of a factory; deleted ones are kept (records name them) but never listed. */
export class SiItemRepository {
  constructor(private readonly db: Db) {}

  async list(fid: number, f: SiItemFilter): Promise<{ rows: SiItemRow[]; total: number }> {
    const where = and(
      eq(i.fid, fid),
      f.status ? eq(i.status, f.status) : ne(i.status, 'del'),
      eqIf(i.targetKind, f.target_kind),
      eqIf(i.answerKind, f.answer_kind),
      kwMatch(f.kw, i.name, i.targetText, i.method, i.standard),
    );
    const page = await fetchPage(
      this.db.select({ i, ruleCt }).from(i).where(where).orderBy(asc(i.sortNo), asc(i.ciId)),
      this.db.select({ n: count() }).from(i).where(where),
      f,
    );
    return { rows: page.rows.map((x) => ({ ...x.i, ruleCt: x.ruleCt })), total: page.total };
  }

  async get(fid: number, ciId: number): Promise<SiItemRow | undefined> {
    const [x] = await this.db
      .select({ i, ruleCt })
      .from(i)
      .where(and(eq(i.fid, fid), eq(i.ciId, ciId), ne(i.status, 'del')));
    return x && { ...x.i, ruleCt: x.ruleCt };
  }

  /** The factory's items among these ids (any status but del), for rules and plan making. */
  async byIds(fid: number, ids: number[]): Promise<SiItemRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ i, ruleCt })
      .from(i)
      .where(and(eq(i.fid, fid), inArray(i.ciId, ids), ne(i.status, 'del')));
    return rows.map((x) => ({ ...x.i, ruleCt: x.ruleCt }));
  }

  async enabled(fid: number) {
    return this.db
      .select()
      .from(i)
      .where(and(eq(i.fid, fid), eq(i.status, 'enabled')))
      .orderBy(asc(i.sortNo), asc(i.ciId));
  }

  async insert(fid: number, v: SiItemInput): Promise<number> {
    const [row] = await this.db.insert(i).values({ ...v, fid }).returning({ id: i.ciId });
    return row!.id;
  }

  async update(fid: number, ciId: number, v: Partial<SiItemInput>): Promise<void> {
    await this.db.update(i).set({ ...v, updatedAt: new Date() }).where(and(eq(i.fid, fid), eq(i.ciId, ciId)));
  }
}
