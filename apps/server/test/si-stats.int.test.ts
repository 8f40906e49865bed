import { describe, expect, it } from 'vitest';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { statementMonthOf } from '@pfs/domain';
import * as si from '@pfs/domain/si';
import { siCaseLogTable, siCaseTable, siPlanTable, siRecordTable, siRuleTable, siItemTable } from '../src/modules/si/si.table.js';
import { tallyPlanTargets } from '../src/modules/si/si-plan-targets.js';
import { seedDemoSi } from '../src/seed/demo-si-seed.js';
import { declareSimPoints } from '../src/seed/sim-points.js';
import { DAY_MS } from '../src/seed/climate-time.js';
import { DEMO_SEED } from '../src/seed/prng.js';
import { DEMO, DEMO_FID, NURSERY_FID, dataOf, useSessions, type TestApp } from './test-app.js';

const dayIn = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(ms));
const sum = (rows: si.SiStatsRow[], k: 'plans' | 'done' | 'on_time' | 'overdue' | 'items' | 'err_ct' | 'cases_handled') => rows.reduce((a, r) => a + r[k], 0);

describe('inspection statistics, the monthly report and the demo year', () => {
  let app: TestApp;
  let token: string;
  const now = Date.now();
  const today = dayIn(now);
  const yearAgo = dayIn(now - 364 * DAY_MS);
  useSessions(
    [DEMO],
    async (started) => {
      [app, token] = started;
      const ctx = { startMs: now - 365 * DAY_MS, endMs: now, days: 365, timeZone: 'Asia/Shanghai', seed: DEMO_SEED };
      await app.dbHandle.db.transaction(async (tx) => {
        // The rooms' EC and pH points, as a first start declares them before the history.
        await declareSimPoints(tx, ['demo-seedling', 'demo-grow-1', 'demo-grow-2', 'nursery-sow']);
        await seedDemoSi({ tx, ...ctx });
      });
    },
    120_000,
  );
  const db = () => app.dbHandle.db;
  const rows = async <T = Record<string, unknown>>(q: SQL) => ((await db().execute(q)) as unknown as { rows: T[] }).rows;

  it('writes the demo year to the invariants: counters, cases of err records, finished plans fully answered', async () => {
    const bad = await rows(sql`select p.plan_id from ${siPlanTable} p join ${siRecordTable} r on r.plan_id = p.plan_id group by p.plan_id
      having p.answered_ct <> count(*) filter (where r.result <> '-') or p.err_ct <> count(*) filter (where r.result in ('err', 'act_ok'))
        or p.item_ct <> count(*) or (p.done_at is not null and p.answered_ct <> p.item_ct)`);
    expect(bad).toEqual([]);
    // Every err record has exactly one case that is not void, open; every act_ok one handled case.
    const cases = await rows(sql`select r.result, c.status, count(*)::int n from ${siRecordTable} r join ${siCaseTable} c on c.rcd_id = r.rcd_id group by 1, 2 order by 1, 2`);
    expect(cases).toEqual([
      { result: 'act_ok', status: 'handled', n: expect.any(Number) },
      { result: 'err', status: 'open', n: 2 },
    ]);
    const [orphans] = await rows<{ n: number }>(sql`select count(*)::int n from ${siRecordTable} r where r.result in ('err', 'act_ok') and (select count(*) from ${siCaseTable} c where c.rcd_id = r.rcd_id and c.status <> 'void') <> 1`);
    expect(orphans!.n).toBe(0);
    // Handled cases were logged open … handle; the two open ones were only found.
    const logs = await db().select({ action: siCaseLogTable.action, status: siCaseTable.status }).from(siCaseLogTable).innerJoin(siCaseTable, eq(siCaseTable.caseId, siCaseLogTable.caseId));
    expect(logs.filter((l) => l.action === 'handle').length).toBe(logs.filter((l) => l.status === 'handled' && l.action === 'open').length);
    expect(logs.filter((l) => l.status === 'open').map((l) => l.action)).toEqual(['open', 'open']);
    // No number out of its range was answered 正常.
    const [outOfRange] = await rows<{ n: number }>(sql`select count(*)::int n from ${siRecordTable} where result = 'ok' and value_num is not null and (value_num < min or value_num > max)`);
    expect(outOfRange!.n).toBe(0);
  });

  it('has a believable year: a few per cent abnormal, some late, two overdue, today under way, two open cases', async () => {
    const stats = await dataOf(app, si.getSiStatsList, { fid: DEMO_FID, from: yearAgo, to: today, dim: 'rule' }, token);
    const t = stats.total;
    expect(t.plans).toBeGreaterThan(365 + 50 + 11);
    expect(t.err_rate).toBeGreaterThan(0.5);
    expect(t.err_rate).toBeLessThan(5);
    expect(t.on_time).toBeLessThan(t.done);
    expect(t.on_time_rate).toBeGreaterThan(85);
    // Two past days never finished; today's round (and a plan not yet due) are not overdue.
    const [overdue] = (await db().select({ n: sql<number>`count(*)::int` }).from(siPlanTable).where(and(eq(siPlanTable.fid, DEMO_FID), sql`${siPlanTable.doneAt} is null and ${siPlanTable.lateAt} < now() and ${siPlanTable.dueDay} < ${today}`)));
    expect(overdue!.n).toBe(2);
    const todays = await db().select().from(siPlanTable).where(and(eq(siPlanTable.dueDay, today), eq(siPlanTable.period, 'd')));
    expect(todays.length).toBe(2);
    expect(todays.every((p) => p.doneAt === null && p.answeredCt > 0 && p.answeredCt < p.itemCt)).toBe(true);
    const home = await dataOf(app, si.getSiHome, { fid: DEMO_FID }, token);
    expect(home).toMatchObject({ today_plans: todays.filter((p) => p.fid === DEMO_FID).length + (await db().select().from(siPlanTable).where(and(eq(siPlanTable.fid, DEMO_FID), eq(siPlanTable.dueDay, today), ne(siPlanTable.period, 'd')))).length, open_cases: 2, overdue_cases: 0 });
    expect(home.cases.length).toBeLessThanOrEqual(2);
    expect((await dataOf(app, si.getSiHome, { fid: NURSERY_FID }, token)).open_cases).toBe(0);
    // EC and pH readings sit beside the rooms' sensors; a few drift past the tolerance.
    const recs = await db().select({ drift: siRecordTable.iotDrift, iot: siRecordTable.iotValue, point: siRecordTable.pointId }).from(siRecordTable).where(and(eq(siRecordTable.fid, DEMO_FID), ne(siRecordTable.result, '-'), inArray(siRecordTable.name, ['营养液 EC', '营养液 pH'])));
    const drifted = recs.filter((r) => r.drift !== null).length;
    expect(recs.filter((r) => r.point !== null).length).toBeGreaterThan(300);
    expect(recs.every((r) => (r.iot !== null) === (r.point !== null))).toBe(true);
    expect(drifted).toBeGreaterThan(0);
    expect(drifted / recs.length).toBeLessThan(0.05);
  });

  it('agrees across dimensions and with the monthly report', async () => {
    const { year, month } = statementMonthOf(dayIn(now - 40 * DAY_MS));
    const report = await dataOf(app, si.getSiReport, { fid: DEMO_FID, year, month }, token);
    const to = dayIn(Date.parse(`${report.end}T12:00:00Z`) - DAY_MS);
    for (const dim of si.SI_STATS_DIMS) {
      const s = await dataOf(app, si.getSiStatsList, { fid: DEMO_FID, from: report.start, to, dim }, token);
      expect(s.total).toEqual(report.total);
      if (dim === 'target') continue; // a plan checks several targets
      for (const k of ['plans', 'done', 'on_time', 'overdue', 'items', 'err_ct', 'cases_handled'] as const) expect(sum(s.rows, k), `${dim} ${k}`).toBe(report.total[k]);
      const mine = { day: report.by_day, rule: report.by_rule, person: report.by_person }[dim];
      expect(s.rows).toEqual(mine);
    }
    // By target, every count is the records' own: a plan once for each target it checks, its items those of the target.
    const byTarget = await dataOf(app, si.getSiStatsList, { fid: DEMO_FID, from: yearAgo, to: today, dim: 'target' }, token);
    const direct = await rows<{ key: string; plans: number; done: number; on_time: number; items: number; err_ct: number }>(sql`select t.key, count(*)::int plans,
        count(*) filter (where t.done_at is not null)::int done, count(*) filter (where t.done_at <= t.late_at)::int on_time, sum(t.items)::int items, sum(t.err_ct)::int err_ct
      from (select r.target_name key, p.done_at, p.late_at, count(*) filter (where r.result <> '-') items, count(*) filter (where r.result in ('err', 'act_ok')) err_ct
        from ${siPlanTable} p join ${siRecordTable} r on r.plan_id = p.plan_id where p.fid = ${DEMO_FID} and p.due_day between ${yearAgo}::date and ${today}::date
        group by p.plan_id, r.target_name) t group by t.key`);
    const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
    const mine = byTarget.rows.filter((r) => r.plans > 0).map(({ key, plans, done, on_time, items, err_ct }) => ({ key, plans, done, on_time, items, err_ct }));
    expect(mine.sort(byKey)).toEqual(direct.sort(byKey));
    expect(direct.length).toBeGreaterThan(5);
    expect(report.by_day.length).toBeGreaterThanOrEqual(28);
    expect(report.by_rule.map((r) => r.label)).toEqual(['每周设备检查', '每日巡检（栽培与育苗）', '每月安全检查'].sort((a, b) => a.localeCompare(b, 'zh-CN')));
    expect(sum(report.by_day, 'err_ct')).toBe(report.total.err_ct);
    expect(report.top_targets.length).toBeGreaterThan(0);
    expect(report.cases_opened).toBeGreaterThanOrEqual(report.total.cases_handled);
  });

  it('computes the rates of a small known set', async () => {
    // A rule two years back, outside the demo year: four daily plans, one late, one never finished.
    const [item] = await db().select().from(siItemTable).where(eq(siItemTable.fid, DEMO_FID)).limit(1);
    const [rule] = await db().insert(siRuleTable).values({ fid: DEMO_FID, name: '测试规则', period: 'd', startTime: '08:00', endTime: '10:00', ciIds: [item!.ciId] }).returning();
    const at = (d: string, hhmm: string) => new Date(`${d}T${hhmm}:00+08:00`);
    const days = ['2024-03-01', '2024-03-02', '2024-03-03', '2024-03-04'];
    const done = [at(days[0]!, '09:00'), at(days[1]!, '09:30'), at(days[2]!, '13:00'), null];
    const plans = await db()
      .insert(siPlanTable)
      .values(days.map((d, i) => ({ fid: DEMO_FID, srId: rule!.srId, ruleName: '测试规则', period: 'd' as const, periodStart: d, windowStart: at(d, '08:00'), dueAt: at(d, '10:00'), lateAt: at(d, '10:30'), dueDay: d, itemCt: 2, answeredCt: i < 3 ? 2 : 1, errCt: i === 1 ? 1 : 0, doneAt: done[i], doneBy: done[i] ? 1 : null })))
      .returning();
    const copy = { fid: DEMO_FID, ciId: item!.ciId, name: item!.name, targetKind: item!.targetKind, targetName: '测试对象', method: '', standard: '', answerKind: item!.answerKind, unit: '', photoRequired: false };
    const rcds = await db()
      .insert(siRecordTable)
      .values(plans.flatMap((p, i) => [1, 2].map((seq) => ({ ...copy, planId: p.planId, seq, result: i === 1 && seq === 1 ? ('act_ok' as const) : i === 3 && seq === 2 ? ('-' as const) : ('ok' as const) }))))
      .returning();
    await tallyPlanTargets(db(), plans.map((p) => p.planId));
    const r1 = rcds.find((r) => r.result === 'act_ok')!;
    await db().insert(siCaseTable).values({ fid: DEMO_FID, rcdId: r1.rcdId, planId: r1.planId, finding: '测试', deadline: '2024-03-05', status: 'handled', openedAt: at(days[1]!, '09:10'), handledAt: at(days[1]!, '15:10'), handledBy: 1 });
    const s = await dataOf(app, si.getSiStatsList, { fid: DEMO_FID, from: '2024-03-01', to: '2024-03-04', dim: 'target' }, token);
    const expected = { plans: 4, done: 3, on_time: 2, overdue: 1, completion_rate: 75, on_time_rate: 50, items: 7, err_ct: 1, err_rate: 14.29, cases_handled: 1, avg_handle_hours: 6 };
    expect(s.total).toMatchObject(expected);
    expect(s.rows).toEqual([{ ...s.total, key: '测试对象', label: '测试对象' }]);
    const byDay = await dataOf(app, si.getSiStatsList, { fid: DEMO_FID, from: '2024-03-02', to: '2024-03-02', dim: 'day' }, token);
    expect(byDay.rows).toMatchObject([{ key: '2024-03-02', plans: 1, done: 1, on_time: 1, err_rate: 50, avg_handle_hours: 6 }]);
    const empty = await dataOf(app, si.getSiStatsList, { fid: DEMO_FID, from: '2023-01-01', to: '2023-01-31', dim: 'rule' }, token);
    expect(empty).toMatchObject({ rows: [], total: { plans: 0, completion_rate: null, err_rate: null, avg_handle_hours: null } });
  });
});
