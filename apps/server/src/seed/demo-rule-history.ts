import { inArray } from 'drizzle-orm';
import { READ_POINTS, SWITCH_POINTS } from '@pfs/sim';
import { COMMAND_TTL_MS } from '../modules/iot-gateway/control.service.js';
import { controlRequestTable } from '../modules/iot-store/control.table.js';
import { ruleExecTable, ruleTable } from '../modules/rule/rule.table.js';
import { excursionsOf } from './climate-rooms.js';
import { HOUR_MS } from './climate-time.js';
import { DEMO_FACILITIES } from './demo-data.js';
import type { HistoryContext } from './history-context.js';
import { dayClock, localDay } from './demo-production-seed.js';
import { prng, seedOf } from './prng.js';
import { declareSimPoints } from './sim-points.js';

const LIGHTS = '育苗室 补光 06:00–22:00';
const CO2 = '栽培一区 光照时补充 CO2';

/** One start or end of a demo strategy in the history, and the switch command it sent. */
type Switching = {
  rule: string;
  phase: 'enter' | 'exit';
  at: number;
  sn: string;
  code: string;
  action: 'open' | 'close' | 'number';
  value: number | null;
  /** The reading the condition was judged on (strategies with conditions). */
  reading?: { sn: string; code: string; v: number };
};

const areaOf = (sn: string) => DEMO_FACILITIES.flatMap((f) => [...f.gateways]).find((g) => g.sn === sn)?.area ?? sn;
const pointName = (code: string) => [...READ_POINTS.map((p) => p.point), ...SWITCH_POINTS.map((p) => p.point)].find((p) => p.code === code)?.name ?? code;
const REASON = { enter: '条件满足 / 进入时段', exit: '条件不再满足 / 时段结束，反向执行' } as const;

/**
 * What the demo strategies did over the history, as the engine records it (策略执行记录) with the commands they
 * sent (控制请求): the seedling room's lights on at 06:00 and off at 22:00 every day, and 栽培一区's CO2 valve
 * opened while its CO2 ran low in the lit window — which happened only during the CO2 failures, when the open valve
 * could not help. Every command was confirmed by the gateway. Strategies staff deleted are left out.
 */
export async function seedDemoRuleHistory(ctx: HistoryContext): Promise<Record<string, number>> {
  const { tx } = ctx;
  const rules = new Map((await tx.select().from(ruleTable).where(inArray(ruleTable.name, [LIGHTS, CO2]))).map((r) => [r.name, r]));
  if (rules.size === 0) return {};
  const { ids, gateways } = await declareSimPoints(tx, ['demo-seedling', 'demo-grow-1']);
  const gwOf = new Map(gateways.map((g) => [g.sn, g.gwId]));
  const at = dayClock(ctx.timeZone);
  const rng = prng(seedOf(ctx.seed, 'rule-history'));
  const last = ctx.endMs - 60_000;

  const switchings: Switching[] = [];
  for (let d = localDay(ctx.startMs, ctx.timeZone); d <= localDay(ctx.endMs, ctx.timeZone); d = localDay(at(d, 0).getTime() + 30 * HOUR_MS, ctx.timeZone)) {
    switchings.push({ rule: LIGHTS, phase: 'enter', at: at(d, 6 * 60).getTime(), sn: 'demo-seedling', code: 'led', action: 'number', value: 70 });
    switchings.push({ rule: LIGHTS, phase: 'exit', at: at(d, 22 * 60).getTime(), sn: 'demo-seedling', code: 'led', action: 'close', value: null });
  }
  for (const f of excursionsOf(ctx.endMs, ctx.startMs).filter((e) => e.kind === 'co2_failure' && e.sn === 'demo-grow-1')) {
    // CO2 falls below 500 ppm about 80 minutes into a failure while lit; refilled, it is back above 550 within 25.
    for (let d = localDay(f.from, ctx.timeZone); d <= localDay(f.to, ctx.timeZone); d = localDay(at(d, 0).getTime() + 30 * HOUR_MS, ctx.timeZone)) {
      const enter = Math.max(f.from + 80 * 60_000, at(d, 8 * 60).getTime());
      const windowEnd = at(d, 20 * 60).getTime();
      const exit = Math.min(windowEnd, f.to + 25 * 60_000);
      if (enter >= exit) continue;
      const low = { sn: 'demo-grow-1', code: 'co2', v: Math.round(rng.range(455, 495)) };
      switchings.push({ rule: CO2, phase: 'enter', at: enter, sn: 'demo-grow-1', code: 'co2_valve', action: 'open', value: null, reading: low });
      const after = exit === windowEnd ? Math.round(rng.range(280, 360)) : Math.round(rng.range(560, 640));
      switchings.push({ rule: CO2, phase: 'exit', at: exit, sn: 'demo-grow-1', code: 'co2_valve', action: 'close', value: null, reading: { ...low, v: after } });
    }
  }

  const requests: (typeof controlRequestTable.$inferInsert)[] = [];
  const execs: (typeof ruleExecTable.$inferInsert)[] = [];
  for (const s of switchings.filter((x) => x.at >= ctx.startMs && x.at < last).sort((a, b) => a.at - b.at)) {
    const rule = rules.get(s.rule);
    const pointId = ids.get(`${s.sn}/${s.code}`);
    const gwId = gwOf.get(s.sn);
    if (!rule || pointId === undefined || gwId === undefined) continue;
    const reqId = uuidOf(rng);
    const sent = s.at + Math.round(rng.range(200, 1500));
    const done = sent + Math.round(rng.range(600, 2400));
    requests.push({ reqId, fid: rule.fid, gwId, pointId, action: s.action, value: s.value, status: 'done', uid: null, source: 'rule', attempts: 1, error: '', createdAt: new Date(sent), expiresAt: new Date(sent + COMMAND_TTL_MS), doneAt: new Date(done) });
    const readingId = s.reading && ids.get(`${s.reading.sn}/${s.reading.code}`);
    execs.push({
      fid: rule.fid,
      ruleId: rule.ruleId,
      ruleName: rule.name,
      phase: s.phase,
      result: 'acted',
      reason: REASON[s.phase],
      trigger:
        s.reading && readingId !== undefined
          ? [{ point_id: readingId, name: `${areaOf(s.reading.sn)} ${pointName(s.reading.code)}`, unit: 'ppm', v: s.reading.v, ts: new Date(s.at).toISOString() }]
          : [],
      steps: [
        { index: 0, point_id: pointId, name: `${areaOf(s.sn)} ${pointName(s.code)}`, action: s.action, value: s.value, due_at: new Date(s.at).toISOString(), status: 'sent', note: '已下发，等待网关确认', req_id: reqId, outcome: 'done' },
      ],
      at: new Date(s.at),
      updatedAt: new Date(done),
    });
  }
  for (let i = 0; i < requests.length; i += 1000) await tx.insert(controlRequestTable).values(requests.slice(i, i + 1000));
  for (let i = 0; i < execs.length; i += 1000) await tx.insert(ruleExecTable).values(execs.slice(i, i + 1000));
  return { iot_rule_execs: execs.length, iot_requests: requests.length };
}

/** A version-4 UUID from the seed's stream (deterministic ids, as the control service's random ones look). */
function uuidOf(rng: { int: (lo: number, hi: number) => number }): string {
  const b = Array.from({ length: 16 }, () => rng.int(0, 255));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
