import { sql, type SQL } from 'drizzle-orm';
import type { SiStatsDim } from '@pfs/domain/si';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../lib/produce-sql.js';
import { userTable } from '../user/index.js';
import { siCaseTable as c, siPlanTable as p, siPlanTargetTable as pt, siRecordTable as r, siRuleTable } from './si.table.js';

/** A dimension of the statistics, or `all` for the totals. */
export type SiStatsGroup = SiStatsDim | 'all';
export type SiStatsRange = { from: string; to: string };

/** One group's counts as the database sums them (text for bigints, so nothing overflows a JS number silently). */
export type SiStatsCounts = {
  key: string;
  label: string | null;
  plans: string;
  done: string;
  on_time: string;
  overdue: string;
  items: string;
  err_ct: string;
  cases_handled: string;
  handle_hours: number | null;
};

/**
 * Where each part of the statistics falls in a group. Plans are counted by their due day, rule or who finished
 * them; their answered and abnormal items are the plans' counters, or by target the plans' sums by target.
 * Cases are counted where they were opened (day), by their plan's rule, by who handled them, or by the target.
 */
const planKey: Record<Exclude<SiStatsGroup, 'target'>, SQL> = {
  all: sql`''`,
  day: sql`${p.dueDay}::text`,
  rule: sql`${p.srId}::text`,
  person: sql`coalesce(${p.doneBy}::text, '')`,
};

/** The statistics of inspections, summed by the database in one statement per call. */
export class SiStatsRepository {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  async counts(fid: number, range: SiStatsRange, group: SiStatsGroup, now: Date): Promise<SiStatsCounts[]> {
    const inRange = sql`${p.fid} = ${fid} and ${p.dueDay} between ${range.from}::date and ${range.to}::date`;
    const late = sql`${p.doneAt} <= ${p.lateAt}`;
    const overdue = sql`${p.doneAt} is null and ${p.lateAt} < ${now.toISOString()}::timestamptz`;
    const plans =
      group === 'target'
        ? // A plan counts once for every target it checks; its items are the records of that target (summed as written).
          sql`select ${pt.targetName} key, count(*) plans, count(*) filter (where ${p.doneAt} is not null) done, count(*) filter (where ${late}) on_time,
              count(*) filter (where ${overdue}) overdue, sum(${pt.answeredCt}) items, sum(${pt.errCt}) err_ct
            from ${p} join ${pt} on ${pt.planId} = ${p.planId} where ${inRange} group by 1`
        : sql`select ${planKey[group]} key, count(*) plans, count(*) filter (where ${p.doneAt} is not null) done, count(*) filter (where ${late}) on_time,
              count(*) filter (where ${overdue}) overdue, sum(${p.answeredCt}) items, sum(${p.errCt}) err_ct
            from ${p} where ${inRange} group by 1`;
    // Cases join their plan (rule) or record (target) only when the dimension asks for it.
    const caseBy: Record<SiStatsGroup, [SQL, SQL]> = {
      all: [sql`''`, sql``],
      day: [sql`((${c.openedAt} at time zone ${this.timeZone})::date)::text`, sql``],
      rule: [sql`${p.srId}::text`, sql`join ${p} on ${p.planId} = ${c.planId}`],
      person: [sql`coalesce(${c.handledBy}::text, '')`, sql``],
      target: [sql`${r.targetName}`, sql`join ${r} on ${r.rcdId} = ${c.rcdId}`],
    };
    const opened = sql`${c.openedAt} >= (${range.from}::date::timestamp at time zone ${this.timeZone})
      and ${c.openedAt} < ((${range.to}::date + 1)::timestamp at time zone ${this.timeZone})`;
    const [caseKey, caseJoin] = caseBy[group];
    const cases = sql`select ${caseKey} key, count(*) cases_handled, avg(extract(epoch from ${c.handledAt} - ${c.openedAt})) / 3600 handle_hours
      from ${c} ${caseJoin} where ${c.fid} = ${fid} and ${c.status} = 'handled' and ${opened} group by 1`;
    const label: Record<SiStatsGroup, SQL> = {
      all: sql`'合计'`,
      day: sql`k.key`,
      rule: sql`(select ${siRuleTable.name} from ${siRuleTable} where ${siRuleTable.srId}::text = k.key)`,
      person: sql`(select ${userTable.cname} from ${userTable} where ${userTable.uid}::text = k.key)`,
      target: sql`k.key`,
    };
    const res = await this.db.execute(sql`with pl as (${plans}), cs as (${cases}),
        k as (select key from pl union select key from cs)
      select k.key, ${label[group]} label, coalesce(pl.plans, 0)::text plans, coalesce(pl.done, 0)::text done,
        coalesce(pl.on_time, 0)::text on_time, coalesce(pl.overdue, 0)::text overdue, coalesce(pl.items, 0)::text items,
        coalesce(pl.err_ct, 0)::text err_ct, coalesce(cs.cases_handled, 0)::text cases_handled, cs.handle_hours::float8 handle_hours
      from k left join pl on pl.key = k.key left join cs on cs.key = k.key`);
    return rowsOf<SiStatsCounts>(res);
  }

  /** Cases opened in the range (not voided), and how many of them were still open when it ended. */
  async caseCounts(fid: number, range: { start: string; end: string }): Promise<{ opened: number; open: number }> {
    const end = sql`(${range.end}::date::timestamp at time zone ${this.timeZone})`;
    const res = await this.db.execute(sql`select count(*)::int opened,
        count(*) filter (where ${c.handledAt} is null or ${c.handledAt} >= ${end})::int open
      from ${c} where ${c.fid} = ${fid} and ${c.status} <> 'void'
        and ${c.openedAt} >= (${range.start}::date::timestamp at time zone ${this.timeZone}) and ${c.openedAt} < ${end}`);
    const [row] = rowsOf<{ opened: number; open: number }>(res);
    return row ?? { opened: 0, open: 0 };
  }

  /** The home card's counts: today's plans, plans overdue and unfinished, open cases and those past their deadline. */
  async homeCounts(fid: number, today: string, now: Date) {
    const res = await this.db.execute(sql`select
        (select count(*) from ${p} where ${p.fid} = ${fid} and ${p.dueDay} = ${today}::date)::int today_plans,
        (select count(*) from ${p} where ${p.fid} = ${fid} and ${p.dueDay} = ${today}::date and ${p.doneAt} is not null)::int today_done,
        (select count(*) from ${p} where ${p.fid} = ${fid} and ${p.doneAt} is null and ${p.lateAt} < ${now.toISOString()}::timestamptz)::int overdue_plans,
        (select count(*) from ${c} where ${c.fid} = ${fid} and ${c.status} = 'open')::int open_cases,
        (select count(*) from ${c} where ${c.fid} = ${fid} and ${c.status} = 'open' and ${c.deadline} < ${today}::date)::int overdue_cases`);
    return rowsOf<{ today_plans: number; today_done: number; overdue_plans: number; open_cases: number; overdue_cases: number }>(res)[0]!;
  }
}
