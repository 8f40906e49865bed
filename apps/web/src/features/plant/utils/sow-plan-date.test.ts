import { describe, expect, it } from 'vitest';
import { isFutureDay, sowPlanDate } from './sow-plan-date';

describe('按计划播种 date', () => {
  it('defaults to the planned date, not today', () => {
    expect(sowPlanDate('2026-11-28', '2026-11-28')).toEqual({ date: '2026-11-28', note: null, early: false });
  });

  it('says so when the planned date is past, keeping it as the default', () => {
    expect(sowPlanDate('2026-11-21', '2026-11-28')).toEqual({ date: '2026-11-21', note: '计划播种日 2026-11-21 已过 7 天：按实际播种的日期记录（若今天才播，请改为今天）', early: false });
  });

  it('does not sow a week early by one click: a planned date ahead stays the default, which cannot be saved yet', () => {
    const r = sowPlanDate('2026-12-05', '2026-11-28');
    expect(r).toEqual({ date: '2026-12-05', note: '计划 2026-12-05 播种，还有 7 天；现在播种会提前，确需提前请选择今天（2026-11-28）', early: true });
    expect(isFutureDay(r.date, '2026-11-28')).toBe(true);
  });
});
