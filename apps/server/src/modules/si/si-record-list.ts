import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@pfs/domain';
import { periodLabel, type SiRecordRow, type SiResult, type SiTargetKind } from '@pfs/domain/si';
import type { Db } from '../../db/client.js';
import { eqIf, fetchPage, likeOf, type PageArgs } from '../../lib/paging.js';
import type { SiPeople } from './si-people.js';
import { siPlanTable, siRecordTable } from './si.table.js';

export type SiRecordListArgs = PageArgs & {
  from?: string;
  to?: string;
  sr_id?: number;
  ci_id?: number;
  target_kind?: SiTargetKind;
  kw?: string;
  uid?: number;
  result?: SiResult;
};

const rc = siRecordTable;
const p = siPlanTable;

/** 巡检记录: every answered item (or the unanswered ones, asked for by result 「-」), newest answer first. */
export class SiRecordList {
  constructor(
    private readonly db: Db,
    private readonly people: SiPeople,
    private readonly timeZone: string,
  ) {}

  async list(fid: number, f: SiRecordListArgs): Promise<Paged<SiRecordRow>> {
    const day = sql`(${rc.answeredAt} at time zone ${this.timeZone})::date`;
    const k = f.kw ? likeOf(f.kw) : undefined;
    const conds: (SQL | undefined)[] = [
      eq(rc.fid, fid),
      f.result ? eq(rc.result, f.result) : ne(rc.result, '-'),
      f.from ? sql`${day} >= ${f.from}::date` : undefined,
      f.to ? sql`${day} <= ${f.to}::date` : undefined,
      eqIf(p.srId, f.sr_id),
      eqIf(rc.ciId, f.ci_id),
      eqIf(rc.targetKind, f.target_kind),
      eqIf(rc.answeredBy, f.uid),
      k ? or(ilike(rc.name, k), ilike(rc.targetName, k), ilike(rc.remark, k), ilike(rc.valueText, k)) : undefined,
    ];
    const where = and(...conds);
    const page = await fetchPage(
      this.db
        .select({ rc, ruleName: p.ruleName, period: p.period, periodStart: p.periodStart })
        .from(rc)
        .innerJoin(p, eq(p.planId, rc.planId))
        .where(where)
        .orderBy(sql`${rc.answeredAt} desc nulls last`, desc(rc.rcdId)),
      this.db.select({ n: count() }).from(rc).innerJoin(p, eq(p.planId, rc.planId)).where(where),
      f,
    );
    const names = await this.people.names(page.rows.map((r) => r.rc.answeredBy));
    return {
      items: page.rows.map(({ rc: r, ...x }) => ({
        rcd_id: r.rcdId,
        plan_id: r.planId,
        period_label: periodLabel(x.period, x.periodStart),
        rule_name: x.ruleName,
        item_name: r.name,
        target_kind: r.targetKind,
        target_name: r.targetName,
        result: r.result,
        value: r.valueNum !== null ? `${r.valueNum}${r.unit}` : r.valueText,
        problem: r.problem,
        iot_drift: r.iotDrift,
        remark: r.remark,
        photo_ct: r.photos.length,
        answered_by_name: r.answeredBy === null ? null : (names.get(r.answeredBy) ?? ''),
        answered_at: r.answeredAt?.toISOString() ?? null,
      })),
      total_ct: page.total,
    };
  }
}
