import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RULE_DEFAULTS, ruleBodySchema, type RuleStep } from '@pfs/domain/rule';
import type { EngineControl, EngineStore } from './rule-engine-deps.js';
import { RuleEngine } from './rule-engine.js';
import type { RuleRepository, RuleRow } from './rule.repository.js';
import { RuleService } from './rule.service.js';
import type { ExecStep, ruleExecTable } from './rule.table.js';

const TZ = 'Asia/Shanghai';
/** 22:00 in Shanghai, years before the real clock: a reading taken now by this clock is stale by Date.now(). */
const T0 = Date.UTC(2020, 0, 15, 14, 0, 0);
const FID = 7;
const TEMP = 1;
const FAN = 2;
const LED = 3;
const TICK = 1000;

type Exec = typeof ruleExecTable.$inferInsert & { execId: number; steps: ExecStep[] };

/** An in-memory stand-in for the strategy tables: strategies, points, latest values, switch states, locks, records. */
function fakeStore() {
  const s = {
    rules: [] as RuleRow[],
    values: new Map<number, { v: number; ts: number }>(),
    states: new Map<number, { on: boolean; value: number | null }>([
      [FAN, { on: false, value: null }],
      [LED, { on: false, value: 0 }],
    ]),
    locks: [] as { pointId: number; until: number; cname: string }[],
    execs: [] as Exec[],
  };
  const point = (pointId: number, code: string, name: string, kind: 'sensor' | 'switch', unit = '', max: number | null = null) => ({
    point: { pointId, code, name, unit, kind, writable: kind === 'switch', minValue: max === null ? null : 0, maxValue: max },
    gwName: '一号网关',
    areaName: '栽培一区',
  });
  const points = [
    point(TEMP, 'temp', '空气温度', 'sensor', '°C'),
    point(FAN, 'fan', '循环风机', 'switch'),
    point(LED, 'led', 'LED 补光灯', 'switch', '%', 100),
  ];
  const store: EngineStore & { points: (fid: number) => Promise<typeof points> } = {
    allEnabled: async () => s.rules.filter((r) => r.enabled),
    points: async (fid) => (fid === FID ? points : []),
    latestValues: async (ids) =>
      ids.flatMap((pointId) => (s.values.has(pointId) ? [{ pointId, v: s.values.get(pointId)!.v, ts: new Date(s.values.get(pointId)!.ts) }] : [])),
    switchStates: async (ids) => ids.flatMap((pointId) => (s.states.has(pointId) ? [{ pointId, ...s.states.get(pointId)! }] : [])),
    activeLocks: async (now) =>
      s.locks.filter((l) => l.until > now.getTime()).map((l) => ({ lock: { pointId: l.pointId, until: new Date(l.until) }, cname: l.cname })),
    insertExec: async (e) => {
      const row = { ...e, execId: s.execs.length + 1 } as Exec;
      s.execs.push(row);
      return row;
    },
    updateExec: async (execId, patch) => {
      Object.assign(s.execs[execId - 1]!, patch);
    },
  };
  return { s, store };
}

/** Commands are recorded and the switch takes the new state, as a gateway reports it. */
function fakeControl(applied: (pointId: number, state: { on: boolean; value: number | null }) => void) {
  const sent: { fid: number; point_id: number; action: string; value: number | null | undefined }[] = [];
  const control: EngineControl = {
    request: async (fid, input) => {
      sent.push({ fid, point_id: input.point_id, action: input.action, value: input.value });
      applied(input.point_id, { on: input.action !== 'close', value: input.value ?? null });
      return { req_id: `req-${sent.length}`, status: 'sent' };
    },
  };
  return { sent, control };
}

let nextId = 1;
const ruleRow = (over: Partial<RuleRow>): RuleRow => ({
  ruleId: nextId++,
  fid: FID,
  name: '高温开风机',
  enabled: true,
  priority: 50,
  version: RULE_DEFAULTS.version,
  match: 'all',
  conditions: [{ point_id: TEMP, op: 'gt', value: 28, hysteresis: 0, for_min: 0 }],
  windows: [],
  repeat: { period: 'd', weekdays: [], monthdays: [], date_from: null, date_to: null },
  actions: [{ act_type: 'switch', point_id: FAN, action: 'open', value: null }],
  otherwise: 'keep',
  maxAgeMin: 10,
  minIntervalS: 60,
  createdBy: null,
  createdAt: new Date(T0),
  updatedAt: new Date(T0),
  ...over,
});
const fan = (action: 'open' | 'close'): RuleStep[] => [{ act_type: 'switch', point_id: FAN, action, value: null }];

let t: number;
let engine: RuleEngine;
let s: ReturnType<typeof fakeStore>['s'];
let sent: ReturnType<typeof fakeControl>['sent'];

function setup(rules: Partial<RuleRow>[], at = T0) {
  t = at;
  const f = fakeStore();
  const c = fakeControl((pointId, state) => engine.onSwitchState(pointId, state));
  s = f.s;
  // A fresh reading under the limit, as the latest-value table holds it.
  s.values.set(TEMP, { v: 25, ts: at });
  sent = c.sent;
  s.rules = rules.map(ruleRow);
  engine = new RuleEngine(f.store, c.control, { timeZone: TZ, now: () => t, tickMs: TICK });
  return f.store;
}
const reading = (v: number, ts = t) => engine.onReadings(FID, [{ pointId: TEMP, ms: ts, v }]);
/** The clock moves on and the engine's periodic evaluation runs. */
async function tick(ms: number) {
  t += ms;
  vi.advanceTimersByTime(TICK);
  await engine.idle();
}
const execsOf = (ruleId: number) => s.execs.filter((e) => e.ruleId === ruleId);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(async () => {
  await engine.stop();
  vi.useRealTimers();
});

describe('RuleEngine', () => {
  it('a reading over the limit sends one command, recorded as acted; more readings over it send nothing more', async () => {
    setup([{}]);
    await engine.start();
    expect(sent).toEqual([]);
    await reading(30);
    expect(sent).toEqual([{ fid: FID, point_id: FAN, action: 'open', value: null }]);
    expect(s.execs).toHaveLength(1);
    expect(s.execs[0]).toMatchObject({ phase: 'enter', result: 'acted', at: new Date(T0), trigger: [{ point_id: TEMP, v: 30, name: '栽培一区 空气温度' }] });
    expect(s.execs[0]!.steps[0]).toMatchObject({ point_id: FAN, status: 'sent', req_id: 'req-1' });
    await reading(31, t + 5000);
    await tick(5000);
    expect(sent).toHaveLength(1);
    expect(engine.status(s.rules[0]!.ruleId)).toBe('active');
  });

  it('a stale reading never acts: nothing is sent and the record says which reading and how old', async () => {
    setup([{ maxAgeMin: 2 }]);
    s.values.set(TEMP, { v: 35, ts: T0 - 5 * 60_000 });
    await engine.start();
    expect(sent).toEqual([]);
    expect(s.execs).toEqual([
      expect.objectContaining({ phase: 'blocked', result: 'stale', reason: '「栽培一区 空气温度」最新读数已 5 分钟未更新（数据有效期 2 分钟），不据此执行' }),
    ]);
    // The same staleness is recorded once, not on every evaluation.
    await tick(TICK);
    expect(s.execs).toHaveLength(1);
    // A fresh reading over the limit acts.
    await reading(35);
    expect(sent).toHaveLength(1);
  });

  it('a run in force whose readings go stale leaves its later steps waiting', async () => {
    setup([
      { maxAgeMin: 1, actions: [...fan('open'), { act_type: 'delay', delay_s: 120 }, { act_type: 'switch', point_id: LED, action: 'number', value: 80 }] },
    ]);
    await engine.start();
    await reading(30);
    expect(sent.map((c) => c.point_id)).toEqual([FAN]);
    await tick(121_000);
    expect(sent.map((c) => c.point_id)).toEqual([FAN]);
    expect(s.execs[0]!.steps[1]).toMatchObject({ point_id: LED, status: 'waiting' });
  });

  it('the priority loser sends nothing and is recorded with the winner', async () => {
    setup([
      { name: '高温保持风机关闭', priority: 80, actions: fan('close') },
      { name: '高温开风机', priority: 20, actions: fan('open') },
    ]);
    const [high, low] = s.rules.map((r) => r.ruleId);
    await engine.start();
    await reading(31);
    expect(sent).toEqual([]);
    expect(execsOf(low!)[0]).toMatchObject({ result: 'lost', steps: [{ status: 'lost', note: '被更高优先级的「高温保持风机关闭」（优先级 80）占用' }] });
    expect(execsOf(high!)[0]).toMatchObject({ result: 'in_state' });
  });

  it('equal priority: the older strategy takes the switch, the newer one is recorded as lost', async () => {
    setup([
      { name: '高温保持风机关闭', actions: fan('close') },
      { name: '高温开风机', actions: fan('open') },
    ]);
    const [older, newer] = s.rules.map((r) => r.ruleId);
    await engine.start();
    await reading(31);
    expect(sent).toEqual([]);
    expect(execsOf(newer!)[0]).toMatchObject({ result: 'lost', steps: [{ note: '被同优先级但更早创建的「高温保持风机关闭」（优先级 50）占用' }] });
    expect(execsOf(older!)[0]).toMatchObject({ result: 'in_state' });
  });

  it('a lock holds the switch back, saying who and until when; when it ends the held-back step goes out', async () => {
    setup([{}]);
    s.locks.push({ pointId: FAN, until: T0 + 5 * 60_000, cname: '张厂长' });
    await engine.start();
    await reading(33);
    expect(sent).toEqual([]);
    expect(s.execs[0]).toMatchObject({ result: 'locked', steps: [{ status: 'locked', note: '开关被 张厂长 手动锁定至 2020/1/15 22:05:00' }] });
    await tick(4 * 60_000);
    expect(sent).toEqual([]);
    await tick(61_000);
    expect(sent).toEqual([expect.objectContaining({ point_id: FAN, action: 'open' })]);
    expect(s.execs[0]).toMatchObject({ result: 'acted', steps: [{ status: 'sent' }] });
  });

  it('the minimum interval stops flapping: the reverse command waits, then goes out once the interval has passed', async () => {
    setup([{ minIntervalS: 600, otherwise: 'reverse', maxAgeMin: 30 }]);
    await engine.start();
    await reading(30);
    t += 10_000;
    await reading(20);
    expect(sent.map((c) => c.action)).toEqual(['open']);
    const exit = s.execs.filter((e) => e.phase === 'exit').at(-1)!;
    expect(exit).toMatchObject({ result: 'waiting', steps: [{ action: 'close', status: 'waiting', note: '距上次指令不足 600 秒，稍后执行' }] });
    await tick(580_000);
    expect(sent).toHaveLength(1);
    await tick(20_000);
    expect(sent.map((c) => c.action)).toEqual(['open', 'close']);
    expect(exit).toMatchObject({ result: 'acted', steps: [{ status: 'sent' }] });
  });

  it('a window active at start acts at start; one that is not waits for its time', async () => {
    const lights = {
      name: '夜间补光',
      conditions: [],
      windows: [{ start: '18:00', end: '06:00' }],
      actions: [{ act_type: 'switch' as const, point_id: LED, action: 'number' as const, value: 80 }],
    };
    setup([lights]);
    await engine.start();
    expect(sent).toEqual([{ fid: FID, point_id: LED, action: 'number', value: 80 }]);
    expect(s.execs[0]).toMatchObject({ phase: 'enter', result: 'acted' });
    await engine.stop();

    setup([lights], Date.UTC(2020, 0, 15, 9, 59, 0)); // 17:59 in Shanghai
    await engine.start();
    expect(sent).toEqual([]);
    await tick(60_000);
    expect(sent).toEqual([{ fid: FID, point_id: LED, action: 'number', value: 80 }]);
  });
});

describe('dry run (试运行)', () => {
  const body = (over: object = {}) =>
    ruleBodySchema.parse({ name: '高温开风机', conditions: [{ point_id: TEMP, op: 'gt', value: 28 }], actions: fan('open'), ...over });

  it("reads the engine's clock and decides each step as the engine does: an older strategy of equal priority takes the switch", async () => {
    const store = setup([{ name: '高温保持风机关闭', actions: fan('close') }]);
    await engine.start();
    await reading(30);
    const rules = new RuleService(store as unknown as RuleRepository, engine, TZ);
    expect(await rules.dryRun(FID, null, body())).toMatchObject({
      in_window: true,
      active: true,
      conditions: [{ value: 30, stale: false, met: true }],
      steps: [{ outcome: '被同优先级但更早创建的「高温保持风机关闭」占用' }],
    });
    expect((await rules.dryRun(FID, null, body({ priority: 51 }))).steps).toEqual([expect.objectContaining({ outcome: '将下发指令' })]);
    // Its own claim is no rival when a saved strategy is tried again.
    expect((await rules.dryRun(FID, s.rules[0]!.ruleId, body({ actions: fan('close') }))).steps[0]!.outcome).toBe('已是目标状态，不会重复下发');
    expect(sent).toEqual([]);
  });

  it('tells the minimum interval, and with a stale reading says the steps would not act', async () => {
    const store = setup([{ minIntervalS: 600 }]);
    await engine.start();
    await reading(30);
    const rules = new RuleService(store as unknown as RuleRepository, engine, TZ);
    t += 60_000;
    expect((await rules.dryRun(FID, null, body({ priority: 51, min_interval_s: 600, actions: fan('close') }))).steps[0]!.outcome).toBe(
      '距上次指令不足 600 秒，将稍后下发',
    );
    t += 11 * 60_000;
    const r = await rules.dryRun(FID, null, body());
    expect(r).toMatchObject({ active: false, conditions: [{ stale: true }], steps: [{ outcome: '读数已过期或没有读数，不会执行' }] });
  });
});
