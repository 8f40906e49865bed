import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { SiPeriod } from '@pfs/domain/si';
import type { Db } from '../../db/client.js';
import { eqIf, fetchPage, kwMatch, type PageArgs } from '../../lib/paging.js';
import { siPlanTable, siRuleTable } from './si.table.js';

export type SiRuleRow = typeof siRuleTable.$inferSelect & { planCt: number };
export type SiRuleInput = Omit<typeof siRuleTable.$inferInsert, 'srId' | 'fid' | 'createdAt' | 'updatedAt'>;
export type SiRuleFilter = PageArgs & { kw?: string; period?: SiPeriod; status?: 'enabled' | 'disabled' };

const r = siRuleTable;
const planCt = sql<number>`(select count(*)::int from ${siPlanTable} where ${siPlanTable.srId} = ${r.srId})`;

/** 巡检规则 of a factory; deleted ones are kept with their plans but never listed. */
export class SiRuleRepository {
  constructor(private readonly db: Db) {}

  async list(fid: number, f: SiRuleFilter): Promise<{ rows: SiRuleRow[]; total: number }> {
    const where = and(eq(r.fid, fid), f.status ? eq(r.status, f.status) : ne(r.status, 'del'), eqIf(r.period, f.period), kwMatch(f.kw, r.name, r.remark));
    const page = await fetchPage(
      this.db.select({ r, planCt }).from(r).where(where).orderBy(asc(r.srId)),
      this.db.select({ n: count() }).from(r).where(where),
      f,
    );
    return { rows: page.rows.map((x) => ({ ...x.r, planCt: x.planCt })), total: page.total };
  }

  async get(fid: number, srId: number): Promise<SiRuleRow | undefined> {
    const [x] = await this.db
      .select({ r, planCt })
      .from(r)
      .where(and(eq(r.fid, fid), eq(r.srId, srId), ne(r.status, 'del')));
    return x && { ...x.r, planCt: x.planCt };
  }

  async options(fid: number) {
    return this.db
      .select({ sr_id: r.srId, name: r.name, period: r.period })
      .from(r)
      .where(and(eq(r.fid, fid), ne(r.status, 'del')))
      .orderBy(asc(r.srId));
  }

  async insert(fid: number, v: SiRuleInput): Promise<number> {
    const [row] = await this.db
      .insert(r)
      .values({ ...v, fid })
      .returning({ id: r.srId });
    return row!.id;
  }

  async update(fid: number, srId: number, v: Partial<SiRuleInput>): Promise<void> {
    await this.db
      .update(r)
      .set({ ...v, updatedAt: new Date() })
      .where(and(eq(r.fid, fid), eq(r.srId, srId)));
  }
}
