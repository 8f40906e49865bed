import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@pfs/domain';
import { excursionsOf } from '../src/seed/climate-rooms.js';
import { DAY_MS } from '../src/seed/climate-time.js';
import { seedDemoStrategies } from '../src/seed/demo-iot.js';
import { seedDemoRuleHistory } from '../src/seed/demo-rule-history.js';
import { getIotReqList } from '@pfs/domain/iot-gateway';
import { getIotRuleExecList } from '@pfs/domain/rule';
import { DEMO, DEMO_FID, callOf, dataOf, startWithSessions, type TestApp } from './test-app.js';
import { seedDemoYear } from './demo-year.js';

type Exec = { rule_name: string; phase: string; result: string; at: string; trigger: { name: string; v: number | null }[]; steps: { req_id: string | null; outcome: string | null; name: string }[] };

/** The demo year's strategy records: what 策略执行记录 and 控制请求 open with. */
describe('the demo strategies’ history', () => {
  let app: TestApp, demo: string;
  const now = Date.now();

  beforeAll(async () => {
    [app, demo] = await startWithSessions([DEMO]);
    await seedDemoStrategies(app.dbHandle.db);
    await seedDemoYear(app, now, seedDemoRuleHistory);
  }, 240_000);
  afterAll(() => app.stop());

  const execs = async (body: object) => (await callOf(app, getIotRuleExecList, { fid: DEMO_FID, page: 1, size: 100, ...body }, demo)).body.data as Paged<Exec>;

  it('switches the seedling lights on and off every day of the year, each command confirmed', async () => {
    const all = await execs({});
    expect(all.total_ct).toBeGreaterThan(2 * 360);
    const lights = all.items.filter((e) => e.rule_name === '育苗室 补光 06:00–22:00');
    expect(new Set(lights.map((e) => e.phase))).toEqual(new Set(['enter', 'exit']));
    expect(lights.every((e) => e.result === 'acted' && e.steps[0]!.name === '育苗室 LED 补光灯' && e.steps[0]!.outcome === 'done')).toBe(true);
    const reqs = await dataOf(app, getIotReqList, { fid: DEMO_FID, page: 1, size: 100 }, demo);
    expect(reqs.total_ct).toBe(all.total_ct);
    expect(reqs.items.every((r) => r.status === 'done' && r.source === 'rule' && r.done_at! > r.created_at)).toBe(true);
    const ids = new Set(reqs.items.map((r) => r.req_id));
    expect(all.items.slice(0, 20).every((e) => ids.has(e.steps[0]!.req_id!))).toBe(true);
  });

  it('opens 栽培一区’s CO2 valve only in the CO2 failures, on a low reading within the lit window', async () => {
    const failures = excursionsOf(now, now - 365 * DAY_MS).filter((e) => e.kind === 'co2_failure');
    const all: Exec[] = [];
    for (let page = 1; ; page++) {
      const p = await execs({ page, size: 100 });
      all.push(...p.items.filter((e) => e.rule_name === '栽培一区 光照时补充 CO2'));
      if (page * 100 >= p.total_ct) break;
    }
    // Both failures of the year: several lit days of the long one, and the morning of the latest.
    expect(all.length).toBeGreaterThanOrEqual(4);
    for (const e of all) {
      const t = Date.parse(e.at);
      expect(failures.some((f) => t > f.from && t <= f.to + 30 * 60_000)).toBe(true);
      expect(e.trigger[0]!.name).toBe('栽培一区 二氧化碳');
      if (e.phase === 'enter') expect(e.trigger[0]!.v!).toBeLessThan(500);
    }
  });
});
