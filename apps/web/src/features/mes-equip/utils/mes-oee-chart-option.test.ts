import { describe, expect, it } from 'vitest';
import type { MesOeeRow } from '@pfs/domain/mes';
import { oeeByPeriod, oeeChartOption, timeChartOption } from './mes-oee-chart-option';

const row = (period: string, eq_id: number, o: Partial<MesOeeRow>): MesOeeRow => ({
  period,
  eq_id,
  eq_name: `设备${eq_id}`,
  planned_min: 600,
  run_min: 300,
  fault_min: 60,
  maint_min: 0,
  count: 100,
  reject: 0,
  orders: 1,
  availability: 0.5,
  performance: 1,
  quality: 1,
  oee: 0.5,
  ...o,
});

describe('OEE of the page’s machines per period', () => {
  it('sum minutes and dishes per period, oldest first', () => {
    const p = oeeByPeriod([row('2026-11-02', 1, {}), row('2026-11-01', 1, {}), row('2026-11-02', 2, { run_min: 600, count: 200, reject: 20, fault_min: 0 })]);
    expect(p.map((x) => x.period)).toEqual(['2026-11-01', '2026-11-02']);
    expect(p[1]).toMatchObject({ planned_min: 1200, run_min: 900, fault_min: 60, count: 300 });
    expect(p[1]!.availability).toBe(0.75);
    expect(p[1]!.quality).toBe(0.933);
  });

  it('weigh each machine’s performance by its run time, and skip machines that did not run', () => {
    const p = oeeByPeriod([
      row('d', 1, { run_min: 100, performance: 0.5 }),
      row('d', 2, { run_min: 300, performance: 0.9 }),
      row('d', 3, { run_min: 0, performance: null }),
    ]);
    expect(p[0]!.performance).toBe(0.8);
    expect(p[0]!.oee).toBe(Math.round(p[0]!.availability! * 0.8 * 1 * 1000) / 1000);
  });

  it('leave a period with nothing run without an OEE (a gap, not 0 %)', () => {
    const p = oeeByPeriod([row('d', 1, { run_min: 0, count: 0, performance: null, quality: null, oee: null })]);
    expect(p[0]!.oee).toBeNull();
    const series = oeeChartOption(p, 'day').series as { data: unknown[] }[];
    expect(series[0]!.data).toEqual([null]);
  });

  it('chart OEE as percent bars with its three factors as lines', () => {
    const o = oeeChartOption(oeeByPeriod([row('2026-11-02', 1, {})]), 'week');
    const series = o.series as { name: string; type: string; data: unknown[] }[];
    expect(series.map((s) => `${s.type}:${s.name}`)).toEqual(['bar:OEE', 'line:时间开动率', 'line:性能开动率', 'line:合格品率']);
    expect(series[0]!.data).toEqual([50]);
    expect((o.xAxis as { data: string[] }).data).toEqual(['11-02 周']);
  });

  it('stack the planned hours into run, fault and idle, maintenance on top', () => {
    const series = timeChartOption(oeeByPeriod([row('d', 1, { maint_min: 30 })]), 'day').series as { name: string; data: number[] }[];
    expect(series.map((s) => [s.name, s.data[0]])).toEqual([
      ['运行', 5],
      ['故障', 1],
      ['待机', 4],
      ['保养', 0.5],
    ]);
  });
});
