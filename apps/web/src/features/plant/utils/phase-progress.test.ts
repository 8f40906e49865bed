import { describe, expect, it } from 'vitest';
import { isLate, phaseProgress } from './phase-progress';

describe('days in phase against the plan', () => {
  it('is on time before the planned days are over', () => {
    expect(phaseProgress({ days_in: 5, planned_days: 13, late_days: 0 })).toEqual({ state: 'on', percent: 38, text: '第 5 天 / 计划 13 天' });
  });
  it('is due on the day the planned days are reached', () => {
    const p = phaseProgress({ days_in: 13, planned_days: 13, late_days: 0 });
    expect(p.state).toBe('due');
    expect(p.text).toBe('第 13 天 / 计划 13 天，今天到期');
    expect(p.percent).toBe(100);
  });
  it('is late past the plan and says by how much, the bar capped at 100', () => {
    const p = phaseProgress({ days_in: 16, planned_days: 13, late_days: 3 });
    expect(p).toEqual({ state: 'late', percent: 100, text: '第 16 天 / 计划 13 天，超期 3 天' });
    expect(isLate({ days_in: 16, planned_days: 13, late_days: 3 })).toBe(true);
    expect(isLate({ days_in: 13, planned_days: 13, late_days: 0 })).toBe(false);
  });
});
