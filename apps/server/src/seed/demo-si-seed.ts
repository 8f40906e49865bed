import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '../lib/produce-sql.js';
import { addDays } from '@pfs/domain/plant';
import { minutesOf, periodStartsBetween, planWindowOf } from '@pfs/domain/si';
import { hourlyRollupTable } from '../modules/iot-ingest/rollup.table.js';
import { siCaseLogTable, siCaseTable, siPlanTable, siRecordTable } from '../modules/si/si.table.js';
import { tallyPlanTargets } from '../modules/si/si-plan-targets.js';
import { dayIn } from '../lib/clock.js';
import { DAY_MS } from './climate-time.js';
import { answerOf, HANDLES, NOTES } from './demo-si-answers.js';
import { seedDemoSiCatalog, type DemoSiFactory, type DemoSiRule } from './demo-si-catalog.js';
import type { HistoryContext, Tx } from './history-context.js';
import { prng, seedOf, type Prng } from './prng.js';

const MIN = 60_000;
type PlanRow = typeof siPlanTable.$inferInsert;
type RecordRow = Omit<typeof siRecordTable.$inferInsert, 'planId'>;
type CaseDraft = { finding: string; ownerUid: number; openedAt: Date; openedBy: number; handledAt: Date | null; caseDays: number };
type Draft = { plan: PlanRow; records: { row: RecordRow; case: CaseDraft | null }[] };

/** How a plan of the year went: finished in time or late, left unfinished past its time, or under way now. */
type Fate = 'on_time' | 'late' | 'overdue' | 'partial' | 'todo';

/** The plans of demo days that were never finished (days before today), for the 逾期 list. */
const UNFINISHED_DAYS_AGO = [47, 163];
/** Abnormal checks are rarer on the daily round than on the equipment and safety checks. */
const ERR_P = { d: 0.02, w: 0.03, m: 0.04, s: 0.04, y: 0.04 } as const;

/**
 * The sensor's hourly means of the compared points, by `<point>/<hour since the epoch>`: only the morning hours the
 * rounds are answered in (an answer at another hour draws a believable reading instead).
 */
async function hourlyOf(tx: Tx, pointIds: number[], fromMs: number, timeZone: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (pointIds.length === 0) return out;
  const h = hourlyRollupTable;
  const rows = rowsOf<{ p: number; hr: number; v: number }>(
    await tx.execute(sql`select ${h.pointId} p, (extract(epoch from ${h.bucket}) / 3600)::int hr, ${h.sumV} / ${h.ct} v from ${h}
      where ${inArray(h.pointId, pointIds)} and ${h.bucket} >= ${new Date(fromMs).toISOString()}::timestamptz
        and extract(hour from ${h.bucket} at time zone ${timeZone}) between 7 and 10`),
  );
  for (const r of rows) out.set(`${r.p}/${r.hr}`, r.v);
  return out;
}

/**
 * The plans of one rule over the window, each with its records answered as its fate says. The two open cases are
 * yesterday's and today's finding on the demo factory's round; every other abnormality was handled.
 */
function draftRule(ctx: HistoryContext, fac: DemoSiFactory, rule: DemoSiRule, hourly: Map<string, number>, today: string): Draft[] {
  const rng = prng(seedOf(ctx.seed, 'si', fac.key, rule.name));
  const drafts: Draft[] = [];
  const now = ctx.endMs;
  const [first, second] = rule.assigneeUids as [number, number | undefined];
  const tech = fac.uids.find((u) => u !== first) ?? first;
  const timing = { period: rule.period, due_day: rule.dueDay, start_time: rule.startTime, end_time: rule.endTime, late_min: rule.lateMin };
  for (const start of periodStartsBetween(rule.period, dayIn(ctx.timeZone, ctx.startMs), today)) {
    const w = planWindowOf(timing, start, ctx.timeZone);
    if (w.window_start.getTime() < ctx.startMs) continue;
    const dueDay = dayIn(ctx.timeZone, w.due_at);
    const daysAgo = Math.round((Date.parse(today) - Date.parse(dueDay)) / DAY_MS);
    const daily = rule.period === 'd';
    let fate: Fate = rng.chance(0.05) ? 'late' : 'on_time';
    if (daily && daysAgo === 0) fate = 'partial';
    else if (w.late_at.getTime() > now) fate = 'todo';
    else if (daily && fac.key === 'demo' && UNFINISHED_DAYS_AGO.includes(daysAgo)) fate = 'overdue';
    else if (fate === 'late' && w.late_at.getTime() + 6 * 3_600_000 > now) fate = 'on_time';
    // Local midnight of the due day: a plan may be filled from the start of its period.
    const midnight = w.window_start.getTime() - minutesOf(rule.startTime) * MIN;
    const by = second !== undefined && rng.chance(0.15) ? second : first;
    const n = rule.items.length;
    const answered = fate === 'todo' ? 0 : fate === 'partial' || fate === 'overdue' ? Math.ceil(n / 2) : n;
    // Answers one every 1–4 minutes: from within the window, from past the grace when late, up to now when under way.
    const span = answered * 2.5 * MIN;
    let t = w.window_start.getTime() + rng.range(-0.2, 0.4) * (w.due_at.getTime() - w.window_start.getTime());
    if (fate === 'late') t = w.late_at.getTime() + rng.range(20, 300) * MIN;
    if (fate === 'partial') t = Math.max(midnight, Math.min(t, now - span - 10 * MIN));
    const records: Draft['records'] = [];
    let answeredCt = 0;
    let errCt = 0;
    rule.items.forEach((item, i) => {
      const { ciId, name, targetKind, targetId, targetName, areaId, method, standard, answerKind, unit, min, max, pointId, tolerance } = item;
      const row: RecordRow = { fid: fac.fid, ciId, seq: i + 1, name, targetKind, targetId, targetName, areaId, method, standard, answerKind, unit, min, max, photoRequired: false, pointId, tolerance, result: '-', valueText: '', photos: [], remark: '' };
      if (i >= answered) return records.push({ row, case: null });
      t += rng.range(1, 4) * MIN;
      if (fate === 'partial') t = Math.min(t, now - MIN);
      const at = new Date(t);
      // The demo factory's two open cases: pests found yesterday, a leak found this morning.
      const forced = fac.key === 'demo' && daily && ((daysAgo === 1 && name === '病虫害' && targetName.includes('栽培二区')) || (daysAgo === 0 && i === 0));
      const a = answerOf(item, rng, hourly, at, fate === 'overdue' ? 0 : ERR_P[rule.period], forced);
      answeredCt++;
      let kase: CaseDraft | null = null;
      if (a.result === 'err') {
        errCt++;
        const hours = Math.min(rng.chance(0.8) ? rng.range(1, 24) : rng.range(24, 96), (now - t) / 3_600_000 / 2);
        const handled = forced ? null : new Date(t + hours * 3_600_000);
        const equipment = name !== '病虫害' && answerKind === 'check';
        kase = { finding: a.finding, ownerUid: equipment ? tech : by, openedAt: at, openedBy: by, handledAt: handled, caseDays: rule.caseDays };
      }
      const { finding: _finding, ...answer } = a;
      records.push({ row: { ...row, ...answer, result: kase?.handledAt ? 'act_ok' : a.result, answeredBy: by, answeredAt: at }, case: kase });
    });
    const doneAt = fate === 'on_time' || fate === 'late' ? new Date(t + MIN) : null;
    drafts.push({
      plan: {
        fid: fac.fid,
        srId: rule.srId,
        ruleName: rule.name,
        period: rule.period,
        periodStart: start,
        windowStart: w.window_start,
        dueAt: w.due_at,
        lateAt: w.late_at,
        dueDay,
        assigneeUids: rule.assigneeUids,
        caseDays: rule.caseDays,
        itemCt: n,
        answeredCt,
        errCt,
        doneAt,
        doneBy: doneAt ? by : null,
        createdAt: new Date(midnight - (Date.parse(dueDay) - Date.parse(start))),
      },
      records,
    });
  }
  return drafts;
}

/** Rows in slices small enough for one statement's parameters. */
async function insertAll<T, R>(rows: T[], write: (slice: T[]) => Promise<R[]>, size = 1000): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(...(await write(rows.slice(i, i + size))));
  return out;
}

/**
 * Many rows in one statement: they travel as one JSON parameter read back into the table's columns (a row without a
 * column gives null), far cheaper than a parameter a value. Answers the new ids in the rows' order.
 */
async function insertJson(tx: Tx, table: PgTable, rows: Record<string, unknown>[], id: string): Promise<number[]> {
  if (rows.length === 0) return [];
  const keys = new Set(rows.flatMap((r) => Object.keys(r)));
  const cols = Object.entries(getTableColumns(table)).filter(([k]) => keys.has(k));
  const list = sql.raw(cols.map(([, c]) => `"${c.name}"`).join(', '));
  const json = JSON.stringify(rows.map((r) => Object.fromEntries(cols.map(([k, c]) => [c.name, r[k] ?? null]))));
  const res = await tx.execute(sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json) returning ${sql.raw(`"${id}"`)} id`);
  return rowsOf<{ id: number }>(res).map((r) => r.id);
}

/** Each case's history: found, sometimes a note on the way, then handled (the two open ones only found). */
function logsOf(c: CaseDraft, caseId: number, fid: number, itemName: string, rng: Prng) {
  const logs: (typeof siCaseLogTable.$inferInsert)[] = [{ caseId, fid, action: 'open', note: c.finding, byUid: c.openedBy, at: c.openedAt }];
  const end = c.handledAt?.getTime();
  if (end !== undefined && rng.chance(0.4)) logs.push({ caseId, fid, action: 'note', note: NOTES[rng.int(0, NOTES.length - 1)]!, byUid: c.ownerUid, at: new Date((c.openedAt.getTime() + end) / 2) });
  if (c.handledAt) logs.push({ caseId, fid, action: 'handle', note: HANDLES[itemName] ?? '已处理，复查正常', byUid: c.ownerUid, at: c.handledAt });
  return logs;
}

/**
 * A year of daily inspections for both demo factories: their items and rules, every plan the rules made (through the
 * domain's period arithmetic, as the server makes them), the answers, the abnormalities and how each was handled.
 * Written to the invariants of docs/inspections.md: counters match the records, every `err` record has one open
 * case and every `act_ok` one a handled case; finished plans have every item answered.
 */
export async function seedDemoSi(ctx: HistoryContext): Promise<Record<string, number>> {
  const factories = await seedDemoSiCatalog(ctx.tx, new Date(ctx.startMs - 7 * DAY_MS));
  return factories.length === 0 ? {} : writeSiYear(ctx, factories);
}

/** The plans of the window for these factories' rules, answered, with their cases and logs (also the benchmark's year). */
export async function writeSiYear(ctx: HistoryContext, factories: DemoSiFactory[]): Promise<Record<string, number>> {
  const { tx } = ctx;
  const today = dayIn(ctx.timeZone, ctx.endMs);
  const pointIds = factories.flatMap((f) => f.rules.flatMap((r) => r.items.map((i) => i.pointId))).filter((p): p is number => p !== null);
  const hourly = await hourlyOf(tx, pointIds, ctx.startMs, ctx.timeZone);
  const drafts = factories.flatMap((f) => f.rules.flatMap((r) => draftRule(ctx, f, r, hourly, today)));

  const plans = await insertAll(drafts, (s) => tx.insert(siPlanTable).values(s.map((d) => d.plan)).returning({ planId: siPlanTable.planId }));
  const records = drafts.flatMap((d, i) => d.records.map((r) => ({ ...r, row: { ...r.row, planId: plans[i]!.planId } })));
  const rcdIds = (await insertAll(records, (s) => insertJson(tx, siRecordTable, s.map((r) => r.row), 'rcd_id'), 5000)).map((rcdId) => ({ rcdId }));
  await tallyPlanTargets(tx, plans.map((p) => p.planId));
  const cased = records.flatMap((r, i) => (r.case ? [{ ...r, c: r.case, rcdId: rcdIds[i]!.rcdId }] : []));
  const caseIds = await insertAll(cased, (s) =>
    tx
      .insert(siCaseTable)
      .values(
        s.map(({ row, c, rcdId }) => ({
          fid: row.fid,
          rcdId,
          planId: row.planId,
          finding: c.finding,
          ownerUid: c.ownerUid,
          deadline: addDays(dayIn(ctx.timeZone, c.openedAt), c.caseDays),
          status: c.handledAt ? ('handled' as const) : ('open' as const),
          openedAt: c.openedAt,
          openedBy: c.openedBy,
          handledAt: c.handledAt,
          handledBy: c.handledAt ? c.ownerUid : null,
        })),
      )
      .returning({ caseId: siCaseTable.caseId }),
  );
  const rng = prng(seedOf(ctx.seed, 'si', 'case-logs'));
  const logs = cased.flatMap(({ row, c }, i) => logsOf(c, caseIds[i]!.caseId, row.fid, row.name, rng));
  await insertAll(logs, (s) => tx.insert(siCaseLogTable).values(s).returning({ id: siCaseLogTable.logId }));
  return { si_plans: plans.length, si_records: records.length, si_cases: cased.length, si_case_logs: logs.length };
}
