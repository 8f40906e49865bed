import { describe, expect, it } from 'vitest';
import { bucketLabel, compareOption, consumptionOption, nightRuns } from './chart-options';

describe('analysis chart options', () => {
  it('shades the night outside the day window, also across midnight', () => {
    expect(nightRuns('06:00', '18:00')).toEqual([[0, 6], [18, 24]]);
    expect(nightRuns('18:00', '06:00')).toEqual([[6, 18]]);
    expect(nightRuns('00:00', '18:00')).toEqual([[18, 24]]);
  });

  it('gives each unit its own axis unless normalised', () => {
    const s = [
      { point_id: 1, name: '温度', gw_name: '一区', unit: '°C', values: [1, 2], normalised: [0, 100] },
      { point_id: 2, name: '湿度', gw_name: '一区', unit: '%', values: [3, null], normalised: [50, null] },
    ];
    const raw = compareOption(['2026-03-01T00:00:00Z', '2026-03-01T01:00:00Z'], s, false);
    expect((raw.yAxis as unknown[]).length).toBe(2);
    const tip = (raw.series as { tooltip: { valueFormatter: (v: number | null) => string } }[]).map((x) => x.tooltip.valueFormatter);
    expect(tip[0]!(21.26)).toBe('21.3 °C');
    expect(tip[1]!(null)).toBe('—');
    expect((raw.series as { yAxisIndex: number; data: unknown[] }[])[1]).toMatchObject({ yAxisIndex: 1, data: [[Date.UTC(2026, 2, 1, 0), 3], [Date.UTC(2026, 2, 1, 1), null]] });
    const norm = compareOption(['2026-03-01T00:00:00Z'], s, true);
    expect((norm.yAxis as unknown[]).length).toBe(1);
    expect((norm.series as { data: unknown[] }[])[0]!.data).toEqual([[Date.UTC(2026, 2, 1, 0), 0]]);
  });

  it('stacks consumption by area and labels days and months', () => {
    const o = consumptionOption(['2026-03-01', '2026-03-02'], [{ area_name: '一区', values: [1, 2] }, { area_name: '二区', values: [3, 4] }], [4, 6], 'kWh');
    const series = o.series as { name: string; stack?: string }[];
    expect(series.map((x) => x.name)).toEqual(['一区', '二区', '合计']);
    expect(series[0]!.stack).toBe('area');
    expect(bucketLabel('2026-03-01')).toBe('03-01');
    // Amounts by the unit's rule: kWh with 2 decimals, in the tooltip and the total above each stack.
    expect((o.tooltip as { valueFormatter: (v: number) => string }).valueFormatter(12.3456)).toBe('12.35 kWh');
    const total = series[2] as unknown as { label: { formatter: (p: { value: number }) => string } };
    expect(total.label.formatter({ value: 1234.5 })).toBe('1,234.50');
    expect(bucketLabel('2026-03')).toBe('2026年3月');
  });
});
