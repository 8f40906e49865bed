import { describe, expect, it } from 'vitest';
import type { BatchClimate } from '@pfs/domain/plant';
import { climateChartOption, metricAxisRange } from './climate-chart-option';
import { climateTargets } from '@/lib/test/climate-targets-fixture';

const targets = climateTargets('seedling', { temp_min: 19, temp_max: 25, rh_min: 65 });
const climate: BatchClimate = {
  phases: [
    {
      phase: 'sprouting',
      from: '2026-03-01',
      to: '2026-03-03',
      areas: [{ area_id: 1, name: '育苗室' }],
      air_temp: null,
      humidity: null,
      co2: null,
      light: null,
      targets,
    },
    {
      phase: 'grow_seedling',
      from: '2026-03-03',
      to: null,
      areas: [{ area_id: 1, name: '育苗室' }],
      air_temp: null,
      humidity: null,
      co2: null,
      light: null,
      targets: null,
    },
  ],
  days: ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'].map((day, i) => ({
    day,
    phase: i < 2 ? ('sprouting' as const) : ('grow_seedling' as const),
    air_temp: 22 + i * 0.1,
    humidity: 70,
    co2: null,
    dli: 24,
  })),
};

describe('batch climate chart', () => {
  it('scales an axis to show the readings and the targets together', () => {
    expect(metricAxisRange([21.8, 22.4], [19, 25])).toEqual({ min: 18, max: 26 });
    expect(metricAxisRange([null, null], [null, undefined])).toBeNull();
  });
  it('draws a band where both bounds are set and a dashed line for a single bound, over the phase days only', () => {
    const o = climateChartOption(climate) as { series: { name: string; markArea?: { data: unknown[] }; markLine?: { data: unknown[] } }[] };
    const temp = o.series.find((s) => s.name === '温度')!;
    expect(temp.markArea!.data).toEqual([
      [
        { xAxis: '2026-03-01', yAxis: 19 },
        { xAxis: '2026-03-03', yAxis: 25 },
      ],
    ]);
    const rh = o.series.find((s) => s.name === '湿度')!;
    expect(rh.markArea!.data).toEqual([]);
    expect(rh.markLine!.data).toEqual([
      [
        { xAxis: '2026-03-01', yAxis: 65 },
        { xAxis: '2026-03-03', yAxis: 65 },
      ],
    ]);
    // Phases are shaded and named, the one still running up to the last day charted.
    const shade = o.series.find((s) => s.name === '阶段')!;
    expect((shade.markArea!.data as { name?: string; xAxis: string }[][]).map((a) => [a[0]!.name, a[0]!.xAxis, a[1]!.xAxis])).toEqual([
      ['催芽', '2026-03-01', '2026-03-03'],
      ['育苗', '2026-03-03', '2026-03-04'],
    ]);
  });
});
