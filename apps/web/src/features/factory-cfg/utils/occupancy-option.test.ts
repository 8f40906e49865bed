import { describe, expect, it } from 'vitest';
import { occupancyOption } from './occupancy-option';

describe('occupancy chart', () => {
  it('draws one bar a day and the capacity as a line inside the axis', () => {
    const o = occupancyOption(
      [
        { date: '2026-03-01', dishes: 40 },
        { date: '2026-03-02', dishes: 65 },
      ],
      500,
    );
    const series = (o.series as { data: number[]; markLine?: { data: { yAxis: number }[] } }[])[0]!;
    expect(series.data).toEqual([40, 65]);
    expect(series.markLine!.data[0]!.yAxis).toBe(500);
    expect((o.yAxis as { max: number }).max).toBeGreaterThanOrEqual(500);
    expect((o.xAxis as { data: string[] }).data).toEqual(['03-01', '03-02']);
  });

  it('has no capacity line while the grid is not set', () => {
    const o = occupancyOption([{ date: '2026-03-01', dishes: 0 }], 0);
    expect((o.series as { markLine?: unknown }[])[0]!.markLine).toBeUndefined();
  });
});
