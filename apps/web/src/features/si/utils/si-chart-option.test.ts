import { describe, expect, it } from 'vitest';
import type { SiStatsRow } from '@pfs/domain/si';
import { everyDay } from './si-chart-option';

describe('statistics charts by day', () => {
  it('keep every day of the range, a day without plans as a gap', () => {
    const row = { key: '2026-11-02', label: '2026-11-02', plans: 2, completion_rate: 50 } as SiStatsRow;
    const days = everyDay([row], '2026-11-01', '2026-11-03');
    expect(days.map((d) => d.key)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(days[1]).toBe(row);
    expect(days[0]!.completion_rate).toBeNull();
  });
});
