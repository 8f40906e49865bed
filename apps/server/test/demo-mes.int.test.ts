import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { getMesBoard, getMesOeeList, WO_STATUSES } from '@pfs/domain/mes';
import { seedDemoMes } from '../src/seed/demo-mes-seed.js';
import { DEMO_FID, NURSERY_FID, dataOf, type TestApp } from './test-app.js';
import { useDemoYear } from './demo-year.js';

const dayIn = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(ms));

/** The demo year's production control agrees with its planting history and gives today's pages something to show. */
describe('the demo factory’s machines and work orders', () => {
  let app: TestApp, demo: string;
  useDemoYear([seedDemoMes], (s) => ([app, demo] = s));
  const rows = async <T = Record<string, unknown>>(q: SQL) => ((await app.dbHandle.db.execute(q)) as unknown as { rows: T[] }).rows;

  it('has one work order for every sow, transplant, move, harvest and protection, doing the event', async () => {
    const events = await rows<{ kind: string; n: number; orders: number; wrong: number }>(sql`
      select e.kind, count(*)::int n, count(distinct w.wo_id)::int orders,
        count(*) filter (where w.op <> case e.kind when 'pick' then 'harvest' else e.kind end or (e.kind <> 'protect' and l.dishes <> e.dishes) or w.batch_id <> e.batch_id)::int wrong
      from plant_batch_events e left join mes_wo_logs l on l.event_id = e.event_id and l.action = 'finish' left join mes_wos w on w.wo_id = l.wo_id
      where e.fid = ${DEMO_FID} and e.kind in ('sow', 'transplant', 'move', 'pick', 'protect') group by e.kind order by e.kind`);
    expect(events.map((e) => e.kind)).toEqual(['move', 'pick', 'protect', 'sow', 'transplant']);
    for (const e of events) {
      expect(e.n, e.kind).toBeGreaterThan(50);
      // Exactly one log line, of one order, per event.
      expect(e.orders, e.kind).toBe(e.n);
      expect(e.wrong, e.kind).toBe(0);
    }
    const [orphans] = await rows<{ n: number }>(sql`select count(*)::int n from plant_batch_events e
      where e.fid = ${DEMO_FID} and e.kind in ('sow', 'transplant', 'move', 'pick', 'protect') and (select count(*) from mes_wo_logs l where l.event_id = e.event_id) <> 1`);
    expect(orphans!.n).toBe(0);
  });

  it('planned each order in the shift of its day, finished with believable hours, a few late', async () => {
    const today = dayIn(Date.now());
    const [s] = await rows<{ n: number; late: number; outside: number; unfinished: number; dph_sow: number; dph_move: number }>(sql`
      select count(*)::int n, count(*) filter (where done_at > plan_end)::int late,
        count(*) filter (where (plan_start at time zone 'Asia/Shanghai')::time < '08:00' or (plan_start at time zone 'Asia/Shanghai')::time > '18:00')::int outside,
        count(*) filter (where started_at is null or done_at is null or done_dishes <> dishes or labour_min <= 0 or uid is null)::int unfinished,
        (sum(dishes) filter (where op = 'sow') * 60.0 / sum(labour_min) filter (where op = 'sow'))::float dph_sow,
        (sum(dishes) filter (where op = 'move') * 60.0 / sum(labour_min) filter (where op = 'move'))::float dph_move
      from mes_wos where fid = ${DEMO_FID} and status = 'done' and (plan_start at time zone 'Asia/Shanghai')::date < ${today}::date`);
    expect(s!.n).toBeGreaterThan(500);
    expect(s!.late / s!.n).toBeGreaterThan(0.02);
    expect(s!.late / s!.n).toBeLessThan(0.1);
    expect(s!.outside).toBe(0);
    expect(s!.unfinished).toBe(0);
    // Two on a seeder through setting up and clearing; a worker carries a dish a minute or so.
    expect(s!.dph_sow).toBeGreaterThan(5);
    expect(s!.dph_sow).toBeLessThan(40);
    expect(s!.dph_move).toBeGreaterThan(20);
    expect(s!.dph_move).toBeLessThan(80);
  });

  it('runs the machines for their orders, with a few faults a month and maintenance every period', async () => {
    const m = await rows<{ name: string; fid: number; runs: number; faults: number; plans: number; maint_days: number; ran: number }>(sql`
      select q.name, q.fid, q.maint_days, (select count(*) from mes_equip_spans s where s.eq_id = q.eq_id and s.state = 'run')::int runs,
        (select count(*) from mes_faults f where f.eq_id = q.eq_id)::int faults,
        (select count(*) from mes_maints x where x.eq_id = q.eq_id and x.kind = 'plan')::int plans,
        (select coalesce(sum(count), 0) from mes_equip_spans s where s.eq_id = q.eq_id)::int ran
      from mes_equips q where q.fid in (${DEMO_FID}, ${NURSERY_FID}) order by q.fid, q.eq_id`);
    expect(m.filter((x) => x.fid === DEMO_FID).map((x) => x.name)).toEqual(['1 号播种机', '2 号播种机', '1 号移栽机', '2 号移栽机', '采收线', '包装线']);
    expect(m.filter((x) => x.fid === NURSERY_FID)).toHaveLength(6);
    for (const x of m) expect(x.plans, x.name).toBeGreaterThanOrEqual(Math.floor(360 / x.maint_days));
    for (const x of m.filter((y) => y.fid === DEMO_FID)) {
      expect(x.runs, x.name).toBeGreaterThan(30);
      expect(x.faults, x.name).toBeGreaterThanOrEqual(6);
      expect(x.faults, x.name).toBeLessThan(60);
    }
    // A machine's counted dishes are the done dishes of its orders and the ones it spoiled.
    const [bad] = await rows<{ n: number }>(sql`select count(*)::int n from mes_wos w where w.status = 'done' and w.eq_id is not null
      and (w.eq_count <> (select coalesce(sum(s.count), 0) from mes_equip_spans s where s.wo_id = w.wo_id) or w.eq_count <> w.done_dishes + w.reject)`);
    expect(bad!.n).toBe(0);
    const reasons = await rows<{ reason: string }>(sql`select distinct reason from mes_faults where fid = ${DEMO_FID}`);
    expect(reasons.map((r) => r.reason)).toEqual(expect.arrayContaining(['针头堵塞', '传送带跑偏']));
    const [long] = await rows<{ n: number }>(sql`select count(*)::int n from mes_faults where ended_at is not null and (ended_at - started_at < interval '15 minutes' or ended_at - started_at > interval '120 minutes')`);
    expect(long!.n).toBe(0);
  });

  it('never has two spans of a machine at once, one open span each, and the machine in its state', async () => {
    const [overlaps] = await rows<{ n: number }>(sql`select count(*)::int n from mes_equip_spans a join mes_equip_spans b on a.eq_id = b.eq_id and a.span_id < b.span_id
      and a.started_at < coalesce(b.ended_at, 'infinity') and b.started_at < coalesce(a.ended_at, 'infinity')`);
    expect(overlaps!.n).toBe(0);
    const open = await rows<{ name: string; state: string; span: string; since: boolean; wo_status: string | null }>(sql`select q.name, q.state, s.state span, q.state_since = s.started_at since, w.status wo_status
      from mes_equips q join mes_equip_spans s on s.eq_id = q.eq_id and s.ended_at is null left join mes_wos w on w.wo_id = s.wo_id where q.fid = ${DEMO_FID} order by q.eq_id`);
    expect(open).toHaveLength(6);
    for (const o of open) expect([o.span, o.since], o.name).toEqual([o.state, true]);
    // The running machine runs the order under way; one seeder stopped with an open fault; one transplanter serviced.
    expect(open.filter((o) => o.state === 'run').map((o) => o.wo_status)).toEqual(['doing']);
    expect(open.filter((o) => o.state === 'fault').map((o) => o.name)).toEqual(['2 号播种机']);
    expect(open.filter((o) => o.state === 'maint').map((o) => o.name)).toEqual(['2 号移栽机']);
    const faults = await rows<{ name: string }>(sql`select q.name from mes_faults f join mes_equips q using (eq_id) where f.ended_at is null`);
    expect(faults).toEqual([{ name: '2 号播种机' }]);
  });

  it('gives the transplanters a believable OEE over the last 30 days: they run most of their orders’ windows', async () => {
    const now = Date.now();
    const oee = await dataOf(app, getMesOeeList, { fid: DEMO_FID, eq_page: 'index2', from: dayIn(now - 29 * 86_400_000), to: dayIn(now), by: 'week' }, demo);
    // Setting up and clearing down take a share of each window; the machine runs at 80–95 % of its rated speed.
    const t = oee.total;
    expect(t.availability).toBeGreaterThan(0.55);
    expect(t.availability).toBeLessThan(0.95);
    expect(t.performance).toBeGreaterThan(0.7);
    expect(t.performance).toBeLessThanOrEqual(1);
    expect(t.quality).toBeGreaterThan(0.95);
    expect(t.oee).toBeGreaterThan(0.3);
    expect(t.oee).toBeLessThan(0.85);
  });

  it('opens the board on orders in every state, one of them late', async () => {
    const from = dayIn(Date.now());
    const week = await dataOf(app, getMesBoard, { fid: DEMO_FID, from, days: 7, by: 'team' }, demo);
    for (const st of WO_STATUSES) expect(week.counts[st], st).toBeGreaterThan(0);
    expect(week.late).toBeGreaterThan(0);
    const today = await dataOf(app, getMesBoard, { fid: DEMO_FID, from, days: 1, by: 'eq' }, demo);
    // What was done and is under way today shows on today's lanes, with each machine's state.
    expect(today.counts.done + today.counts.doing).toBeGreaterThanOrEqual(2);
    expect(today.lanes.find((l) => l.name === '2 号播种机')?.state).toBe('故障');
    const doing = today.lanes.flatMap((l) => l.orders).find((o) => o.status === 'doing')!;
    expect(doing.done_dishes).toBeGreaterThan(0);
    expect(doing.done_dishes).toBeLessThan(doing.dishes);
  });
});
