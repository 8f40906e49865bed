import { describe, expect, it } from 'vitest';
import { decideStep, previewStep, readingStale, staleConditions, type RuleClaim, type StepSituation } from './rule-decide.js';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const TZ = 'Asia/Shanghai';

/** A strategy #5 (priority 50, 60 s apart) about to open a switch that is closed, with nothing in its way. */
const situation = (over: Partial<StepSituation> = {}): StepSituation => ({
  now: NOW,
  timeZone: TZ,
  rule: { rule_id: 5, priority: 50, min_interval_s: 60 },
  step: { action: 'open', value: null },
  want: { action: 'open', value: null },
  stale: false,
  lock: null,
  claims: [],
  state: { on: false, value: null },
  lastCommandAt: undefined,
  ...over,
});
const claim = (c: Partial<RuleClaim>): RuleClaim => ({ rule_id: 9, name: '高温保持风机关闭', priority: 50, action: 'close', value: null, ...c });

describe('decideStep: the ladder a due switch step goes down', () => {
  it('nothing in the way: the command goes out', () => {
    expect(decideStep(situation())).toMatchObject({ kind: 'send' });
    expect(previewStep(decideStep(situation()))).toBe('将下发指令');
  });

  it('stale readings never act, whatever else holds', () => {
    const d = decideStep(situation({ stale: true, step: { action: 'expend', value: null }, lock: { until: NOW + 60_000, cname: '张厂长' } }));
    expect(d.kind).toBe('stale');
    expect(previewStep(d)).toContain('不会执行');
  });

  it('保持 holds the switch and sends nothing, even when it is locked', () => {
    const d = decideStep(situation({ step: { action: 'expend', value: null }, want: { action: 'expend', value: null }, lock: { until: NOW + 60_000, cname: '张厂长' } }));
    expect(d).toEqual({ kind: 'held', reason: '保持当前状态' });
  });

  it('a locked switch is not driven, and says who locked it until when (factory time); an ended lock no longer holds', () => {
    const d = decideStep(situation({ lock: { until: Date.UTC(2026, 10, 23, 12, 30), cname: '张厂长' } }));
    expect(d).toMatchObject({ kind: 'locked', reason: '开关被 张厂长 手动锁定至 2026/11/23 20:30:00' });
    expect(previewStep(d)).toBe('开关被 张厂长 锁定，不会执行');
    expect(decideStep(situation({ lock: { until: NOW, cname: '张厂长' } })).kind).toBe('send');
    expect(previewStep(decideStep(situation({ lock: { until: NOW + 1, cname: '' } })))).toBe('开关被 他人 锁定，不会执行');
  });

  it('a higher-priority strategy wanting the switch otherwise takes it; the loser is told by whom', () => {
    const d = decideStep(situation({ claims: [claim({ rule_id: 9, priority: 80 })] }));
    expect(d).toMatchObject({ kind: 'lost', reason: '被更高优先级的「高温保持风机关闭」（优先级 80）占用', winner: { rule_id: 9 } });
    expect(previewStep(d)).toBe('被更高优先级的「高温保持风机关闭」占用');
  });

  it('equal priority: the older strategy (smaller id) wins, the newer one loses', () => {
    const older = decideStep(situation({ claims: [claim({ rule_id: 3 })] }));
    expect(older).toMatchObject({ kind: 'lost', equal: true, winner: { rule_id: 3 } });
    expect(older.reason).toContain('同优先级但更早创建的「高温保持风机关闭」');
    expect(decideStep(situation({ claims: [claim({ rule_id: 9 })] })).kind).toBe('send');
  });

  it('an unsaved strategy counts as the newest: an equal-priority rival takes the switch', () => {
    expect(decideStep(situation({ rule: { rule_id: null, priority: 50, min_interval_s: 60 }, claims: [claim({ rule_id: 9 })] })).kind).toBe('lost');
  });

  it('no rivalry with a lower priority, with a rival wanting the same, or with itself', () => {
    expect(decideStep(situation({ claims: [claim({ priority: 20 })] })).kind).toBe('send');
    expect(decideStep(situation({ claims: [claim({ rule_id: 1, priority: 90, action: 'open' })] })).kind).toBe('send');
    expect(decideStep(situation({ claims: [claim({ rule_id: 5, priority: 50 })] })).kind).toBe('send');
    // A rival is weighed against what the strategy wants in the end, not against the single step.
    expect(decideStep(situation({ want: { action: 'close', value: null }, claims: [claim({ rule_id: 1, priority: 90, action: 'close' })] })).kind).toBe('send');
  });

  it('numbers: a different value is another want', () => {
    const want = { action: 'number' as const, value: 60 };
    expect(decideStep(situation({ step: want, want, claims: [claim({ rule_id: 1, priority: 90, action: 'number', value: 80 })] })).kind).toBe('lost');
    expect(decideStep(situation({ step: want, want, claims: [claim({ rule_id: 1, priority: 90, action: 'number', value: 60 })] })).kind).toBe('send');
  });

  it('a switch already in the wanted state gets no command; unknown state is never "already there"', () => {
    const d = decideStep(situation({ state: { on: true, value: null } }));
    expect(d).toEqual({ kind: 'in_state', reason: '已是目标状态，未重复下发' });
    expect(previewStep(d)).toBe('已是目标状态，不会重复下发');
    expect(decideStep(situation({ state: undefined })).kind).toBe('send');
  });

  it('two commands to one switch are at least the minimum interval apart', () => {
    const d = decideStep(situation({ lastCommandAt: NOW - 59_999 }));
    expect(d).toMatchObject({ kind: 'wait', reason: '距上次指令不足 60 秒，稍后执行' });
    expect(previewStep(d)).toBe('距上次指令不足 60 秒，将稍后下发');
    expect(decideStep(situation({ lastCommandAt: NOW - 60_000 })).kind).toBe('send');
    expect(decideStep(situation({ lastCommandAt: NOW, rule: { rule_id: 5, priority: 50, min_interval_s: 0 } })).kind).toBe('send');
  });

  it('the rungs are in order: lock before priority before state before interval', () => {
    const all = { lock: { until: NOW + 1000, cname: 'x' }, claims: [claim({ priority: 90 })], state: { on: true, value: null }, lastCommandAt: NOW };
    expect(decideStep(situation(all)).kind).toBe('locked');
    expect(decideStep(situation({ ...all, lock: null })).kind).toBe('lost');
    expect(decideStep(situation({ ...all, lock: null, claims: [] })).kind).toBe('in_state');
    expect(decideStep(situation({ ...all, lock: null, claims: [], state: undefined })).kind).toBe('wait');
  });
});

describe('stale readings', () => {
  it('missing or older than max_age_min minutes', () => {
    expect(readingStale(undefined, 10, NOW)).toBe(true);
    expect(readingStale({ v: 1, ts: NOW - 10 * 60_000 }, 10, NOW)).toBe(false);
    expect(readingStale({ v: 1, ts: NOW - 10 * 60_000 - 1 }, 10, NOW)).toBe(true);
    const readings = new Map([[1, { v: 30, ts: NOW - 5 * 60_000 }], [2, { v: 30, ts: NOW }]]);
    expect(staleConditions([1, 2, 3], (id) => readings.get(id), 2, NOW)).toEqual([{ point_id: 1, reading: { v: 30, ts: NOW - 5 * 60_000 } }, { point_id: 3, reading: undefined }]);
  });
});
