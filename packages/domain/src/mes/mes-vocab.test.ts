import { describe, expect, it } from 'vitest';
import { dishesPerHour, equipStateOf, oeeOf, overlapMin, woLate } from './mes-vocab.js';

describe('OEE', () => {
  it('multiplies availability, performance and quality', () => {
    // 8 h of 10 run, 400 dishes where 8 h × 60/h = 480 were possible, 8 rejected.
    const o = oeeOf({ planned_min: 600, run_min: 480, count: 400, reject: 8, capacity: 60 });
    expect(o).toEqual({ availability: 0.8, performance: 0.833, quality: 0.98, oee: 0.653 });
  });
  it('is null where nothing ran, and never above 1', () => {
    expect(oeeOf({ planned_min: 600, run_min: 0, count: 0, reject: 0, capacity: 60 }).oee).toBeNull();
    expect(oeeOf({ planned_min: 60, run_min: 60, count: 100, reject: 0, capacity: 60 }).performance).toBe(1);
  });
});

describe('work orders', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  it('an open order is late past its planned end, a done one when it finished after it', () => {
    expect(woLate({ status: 'assigned', plan_end: '2026-06-01T09:00:00Z', done_at: null }, now)).toBe(true);
    expect(woLate({ status: 'doing', plan_end: '2026-06-01T11:00:00Z', done_at: null }, now)).toBe(false);
    expect(woLate({ status: 'done', plan_end: '2026-06-01T09:00:00Z', done_at: '2026-06-01T08:30:00Z' }, now)).toBe(false);
    expect(woLate({ status: 'cancelled', plan_end: '2026-05-01T09:00:00Z', done_at: null }, now)).toBe(false);
  });
  it('counts dishes per labour hour and the minutes a span spends on a day', () => {
    expect(dishesPerHour(90, 45)).toBe(120);
    expect(dishesPerHour(10, 0)).toBeNull();
    const h = 3_600_000;
    expect(overlapMin(0, 5 * h, 2 * h, 24 * h)).toBe(180);
    expect(equipStateOf(2)).toBe('fault');
    expect(equipStateOf(9)).toBeNull();
  });
});
