import { describe, expect, it } from 'vitest';
import { iotDriftOf, nextPeriodStart, periodLabel, periodStartOf, periodStartsBetween, planStatusOf, planWindowOf, rangeProblemOf } from './si-vocab.js';

describe('inspection periods', () => {
  it('starts weeks on Monday, quarters in Jan/Apr/Jul/Oct', () => {
    expect(periodStartOf('w', '2026-11-28')).toBe('2026-11-23'); // a Saturday
    expect(periodStartOf('w', '2026-11-23')).toBe('2026-11-23');
    expect(periodStartOf('w', '2026-11-22')).toBe('2026-11-16'); // a Sunday belongs to the week before
    expect(periodStartOf('s', '2026-11-28')).toBe('2026-10-01');
    expect(periodStartOf('m', '2026-02-28')).toBe('2026-02-01');
    expect(periodStartOf('y', '2026-11-28')).toBe('2026-01-01');
    expect(nextPeriodStart('s', '2026-10-01')).toBe('2027-01-01');
  });
  it('lists every period between two days, the first one holding the start', () => {
    expect(periodStartsBetween('w', '2026-11-25', '2026-12-08')).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(periodStartsBetween('d', '2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
  it('labels periods as the pages show them', () => {
    expect(periodLabel('s', '2026-10-01')).toBe('2026年第4季度');
    expect(periodLabel('d', '2026-11-28')).toBe('2026年11月28日');
  });
});

describe('plan window and state', () => {
  const rule = { period: 'w', due_day: 3, start_time: '22:00', end_time: '02:00', late_min: 30 } as const;
  it('is due on the due day on the factory clock, past midnight when the window wraps', () => {
    const w = planWindowOf(rule, '2026-11-23', 'Asia/Shanghai');
    expect(w.window_start.toISOString()).toBe('2026-11-25T14:00:00.000Z'); // Wed 22:00 +08
    expect(w.due_at.toISOString()).toBe('2026-11-25T18:00:00.000Z'); // Thu 02:00 +08
    expect(w.late_at.toISOString()).toBe('2026-11-25T18:30:00.000Z');
  });
  it('is overdue only past the grace, done whatever the clock', () => {
    const late_at = new Date('2026-11-28T02:30:00Z');
    expect(planStatusOf({ done_at: null, answered: 0, late_at }, new Date('2026-11-28T02:29:00Z'))).toBe('todo');
    expect(planStatusOf({ done_at: null, answered: 2, late_at }, new Date('2026-11-28T02:29:00Z'))).toBe('doing');
    expect(planStatusOf({ done_at: null, answered: 2, late_at }, new Date('2026-11-28T02:31:00Z'))).toBe('overdue');
    expect(planStatusOf({ done_at: new Date('2026-11-29T00:00:00Z'), answered: 2, late_at }, new Date('2026-11-30T00:00:00Z'))).toBe('done');
  });
});

describe('readings', () => {
  it('names the bound a number breaks', () => {
    expect(rangeProblemOf(5.6, 5.8, 6.5, '')).toBe('低于下限 5.8');
    expect(rangeProblemOf(2.4, 1.2, 2.2, 'mS/cm')).toBe('高于上限 2.2mS/cm');
    expect(rangeProblemOf(6, 5.8, null, '')).toBeNull();
  });
  it('flags a hand reading that strays from the sensor beyond the tolerance', () => {
    expect(iotDriftOf(1.6, 1.5, 0.2, 'mS/cm')).toBeNull();
    expect(iotDriftOf(1.9, 1.5, 0.2, 'mS/cm')).toBe('与传感器读数 1.5mS/cm 相差 0.4mS/cm，超出允许偏差 0.2mS/cm');
  });
});
