import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compare } from '../labels/enum-labels.js';
import {
  NEW_TRACK,
  alreadyInState,
  combine,
  conditionCounts,
  conditionHolds,
  dueSteps,
  inSchedule,
  localClock,
  repeatMatches,
  reverseAction,
  trackCondition,
  windowKind,
  winnerOf,
} from './rule-eval.js';
import { ruleBodySchema, type RuleCondition, type RuleRepeat } from './rule.api.js';
import { describeActions, describeRule } from './rule-summary.js';

const TZ = 'Asia/Shanghai';
/** A moment given as Shanghai wall-clock time. */
const at = (iso: string) => new Date(`${iso}+08:00`).getTime();
const daily: RuleRepeat = { period: 'd', weekdays: [], monthdays: [], date_from: null, date_to: null };
const cond = (c: Partial<RuleCondition>): RuleCondition => ({ point_id: 1, op: 'gt', value: 28, hysteresis: 0, for_min: 0, ...c });

describe('operators', () => {
  it('compare the spec §4 operators', () => {
    expect([compare('eq', 28, 28), compare('gt', 28, 28), compare('gte', 28, 28), compare('lt', 27.9, 28), compare('lte', 28, 28)]).toEqual([
      true,
      false,
      true,
      true,
      true,
    ]);
    expect(compare('gt', 28.1, 28)).toBe(true);
  });
});

describe('hysteresis', () => {
  it('keeps a met condition until the value is back past the band', () => {
    const c = cond({ op: 'gt', value: 28, hysteresis: 1 });
    expect(conditionHolds(c, 28.5, false)).toBe(true);
    expect(conditionHolds(c, 27.5, true)).toBe(true);
    expect(conditionHolds(c, 26.9, true)).toBe(false);
    expect(conditionHolds(c, 27.5, false)).toBe(false);
    const low = cond({ op: 'lt', value: 60, hysteresis: 5 });
    expect(conditionHolds(low, 64, true)).toBe(true);
    expect(conditionHolds(low, 65.1, true)).toBe(false);
  });

  it('never flaps more often than the value crosses the whole band', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 25, max: 31, noNaN: true }), { maxLength: 200 }), (values) => {
        const c = cond({ op: 'gt', value: 28, hysteresis: 1 });
        let met = false;
        let flips = 0;
        let crossings = 0;
        let side: 'hi' | 'lo' | null = null;
        for (const v of values) {
          const now = conditionHolds(c, v, met);
          if (now !== met) flips += 1;
          met = now;
          const s: 'hi' | 'lo' | null = v > 28 ? 'hi' : v < 27 ? 'lo' : side;
          if (s !== side && side !== null) crossings += 1;
          if (side === null && s === 'hi') crossings += 1;
          side = s;
        }
        expect(flips).toBeLessThanOrEqual(crossings);
      }),
    );
  });
});

describe('for at least N minutes', () => {
  it('counts only after the condition held continuously long enough, from the reading time', () => {
    const c = cond({ for_min: 5 });
    let t = trackCondition(c, { v: 29, ts: 0 }, NEW_TRACK);
    expect(conditionCounts(c, t, 4 * 60_000)).toBe(false);
    t = trackCondition(c, { v: 30, ts: 4 * 60_000 }, t);
    expect(conditionCounts(c, t, 5 * 60_000)).toBe(true);
    t = trackCondition(c, { v: 20, ts: 6 * 60_000 }, t);
    expect(t).toEqual(NEW_TRACK);
    expect(conditionCounts(c, t, 20 * 60_000)).toBe(false);
  });

  it('combines all / any; no conditions is a pure schedule', () => {
    expect(combine('all', [true, false])).toBe(false);
    expect(combine('any', [true, false])).toBe(true);
    expect(combine('all', [])).toBe(true);
  });
});

describe('time windows and repeat periods', () => {
  const lights = [{ start: '18:00', end: '06:00' }];
  it('a window wraps midnight', () => {
    expect(inSchedule(lights, daily, at('2026-03-02T19:00:00'), TZ)).toBe(true);
    expect(inSchedule(lights, daily, at('2026-03-03T02:00:00'), TZ)).toBe(true);
    expect(inSchedule(lights, daily, at('2026-03-03T06:00:00'), TZ)).toBe(false);
    expect(inSchedule(lights, daily, at('2026-03-03T12:00:00'), TZ)).toBe(false);
  });

  it('00:00–23:59 and wrapping windows of at least 86340 s are the full day', () => {
    expect(inSchedule([{ start: '00:00', end: '23:59' }], daily, at('2026-03-03T23:59:30'), TZ)).toBe(true);
    expect(inSchedule([{ start: '08:00', end: '07:59' }], daily, at('2026-03-03T07:59:30'), TZ)).toBe(true);
    expect(inSchedule([], daily, at('2026-03-03T12:00:00'), TZ)).toBe(true);
  });

  it('a wrapping window is exactly the complement of the plain window between its end and start', () => {
    const hhmm = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(hhmm, hhmm, fc.integer({ min: 0, max: 86_399 }), (a, b, sec) => {
        const [start, end] = a > b ? [a, b] : [b, a];
        fc.pre(start !== end && windowKind({ start, end }) === 'wrap');
        const ms = at(`2026-03-03T00:00:00`) + sec * 1000;
        expect(inSchedule([{ start, end }], daily, ms, TZ)).toBe(!inSchedule([{ start: end, end: start }], daily, ms, TZ));
      }),
    );
  });

  it('the part after midnight belongs to the day the window started', () => {
    const mondays: RuleRepeat = { ...daily, period: 'w', weekdays: [1] };
    expect(localClock(at('2026-03-02T12:00:00'), TZ).weekday).toBe(1);
    expect(inSchedule(lights, mondays, at('2026-03-02T20:00:00'), TZ)).toBe(true);
    expect(inSchedule(lights, mondays, at('2026-03-03T03:00:00'), TZ)).toBe(true);
    expect(inSchedule(lights, mondays, at('2026-03-02T03:00:00'), TZ)).toBe(false);
  });

  it('repeat d / w / m / y, a yearly range may wrap the new year', () => {
    const day = (month: number, d: number, weekday = 1) => ({ month, day: d, weekday });
    expect(repeatMatches(daily, day(5, 5))).toBe(true);
    expect(repeatMatches({ ...daily, period: 'w', weekdays: [6, 7] }, day(5, 5, 7))).toBe(true);
    expect(repeatMatches({ ...daily, period: 'w', weekdays: [6, 7] }, day(5, 5, 3))).toBe(false);
    expect(repeatMatches({ ...daily, period: 'm', monthdays: [1, 15] }, day(5, 15))).toBe(true);
    expect(repeatMatches({ ...daily, period: 'm', monthdays: [1, 15] }, day(5, 16))).toBe(false);
    const winter: RuleRepeat = { ...daily, period: 'y', date_from: '11-15', date_to: '02-28' };
    expect(repeatMatches(winter, day(1, 10))).toBe(true);
    expect(repeatMatches(winter, day(12, 31))).toBe(true);
    expect(repeatMatches(winter, day(6, 1))).toBe(false);
    expect(repeatMatches({ ...daily, period: 'y', date_from: '03-01', date_to: '05-31' }, day(4, 1))).toBe(true);
  });
});

describe('actions', () => {
  it('delays add up before later steps; the list summary skips them', () => {
    const steps = [
      { act_type: 'switch' as const, point_id: 1, action: 'open' as const, value: null },
      { act_type: 'delay' as const, delay_s: 30 },
      { act_type: 'switch' as const, point_id: 2, action: 'number' as const, value: 80 },
    ];
    expect(dueSteps(steps).map((s) => [s.point_id, s.offset_ms])).toEqual([
      [1, 0],
      [2, 30_000],
    ]);
    const names = (id: number) => ({ name: id === 1 ? '循环风机' : 'LED 补光灯', unit: id === 1 ? '' : '%' });
    expect(describeActions(steps, names)).toBe('打开 循环风机，设为 80% LED 补光灯');
    expect(
      describeRule({ conditions: [], match: 'all', windows: [{ start: '18:00', end: '06:00' }], repeat: daily, actions: steps, otherwise: 'reverse' }, names),
    ).toContain('18:00–06:00（跨午夜）');
  });

  it('reverse and already-in-state', () => {
    expect([reverseAction('open'), reverseAction('close'), reverseAction('number'), reverseAction('expend')]).toEqual(['close', 'open', 'close', 'expend']);
    expect(alreadyInState('open', null, { on: true, value: null })).toBe(true);
    expect(alreadyInState('number', 80, { on: true, value: 60 })).toBe(false);
    expect(alreadyInState('close', null, undefined)).toBe(false);
  });

  it('priority decides a conflict; equal priority goes to the older strategy', () => {
    const winner = (...held: [rule_id: number, priority: number][]) => winnerOf(held.map(([rule_id, priority]) => ({ rule_id, priority })))?.rule_id;
    expect(winner([1, 10], [2, 90])).toBe(2);
    expect(winner([3, 50], [2, 50])).toBe(2);
  });
});

describe('strategy validation', () => {
  it('needs at least one switch action and complete repeat settings, with Chinese messages', () => {
    const r = ruleBodySchema.safeParse({ name: '降温', actions: [{ act_type: 'delay', delay_s: 5 }], repeat: { period: 'w', weekdays: [] } });
    expect(r.success).toBe(false);
    const msgs = r.error!.issues.map((i) => i.message);
    expect(msgs).toContain('动作列表不能为空：至少添加一个开关动作');
    expect(msgs).toContain('每周重复须至少选择一天');
    expect(
      ruleBodySchema.safeParse({ name: '夜间补光', windows: [{ start: '18:00', end: '6:00' }], actions: [{ act_type: 'switch', point_id: 1, action: 'open' }] })
        .error?.issues[0]?.message,
    ).toContain('HH:mm');
  });
});
