import { describe, expect, it } from 'vitest';
import { oeeChartOption, timeChartOption, type OeePeriod } from './mes-oee-chart-option';

const period = (p: string, o: Partial<OeePeriod> = {}): OeePeriod => ({
  period: p,
  planned_min: 600,
  run_min: 300,
  fault_min: 60,
  maint_min: 0,
  count: 100,
  availability: 0.5,
  performance: 1,
  quality: 1,
  oee: 0.5,
  ...o,
});

describe('OEE of the page’s machines per period', () => {
  it('leave a period with nothing run without an OEE (a gap, not 0 %)', () => {
    const p = [period('d', { run_min: 0, count: 0, performance: null, quality: null, oee: null })];
    const series = oeeChartOption(p, 'day').series as { data: unknown[] }[];
    expect(series[0]!.data).toEqual([null]);
  });

  it('chart OEE as percent bars with its three factors as lines', () => {
    const o = oeeChartOption([period('2026-11-02')], 'week');
    const series = o.series as { name: string; type: string; data: unknown[] }[];
    expect(series.map((s) => `${s.type}:${s.name}`)).toEqual(['bar:OEE', 'line:时间开动率', 'line:性能开动率', 'line:合格品率']);
    expect(series[0]!.data).toEqual([50]);
    expect((o.xAxis as { data: string[] }).data).toEqual(['11-02 周']);
  });

  it('stack the planned hours into run, fault and idle, maintenance on top', () => {
    const series = timeChartOption([period('d', { maint_min: 30 })], 'day').series as { name: string; data: number[] }[];
    expect(series.map((s) => [s.name, s.data[0]])).toEqual([
      ['运行', 5],
      ['故障', 1],
      ['待机', 4],
      ['保养', 0.5],
    ]);
  });
});
