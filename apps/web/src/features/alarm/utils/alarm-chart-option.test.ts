import { describe, expect, it } from 'vitest';
import { alarmChartOption } from './alarm-chart-option';

type Axis = { min?: number; max?: number; axisLabel: { formatter: (v: number) => string } };
type Line = { markLine: { data: { name: string; yAxis: number; label: { formatter: string } }[] } };

const base = {
  point: { point_id: 1, name: '空气温度', code: 'air_temp', unit: '°C', gw_name: '栽培一区网关' },
  first_at: '2026-11-23T02:00:00.000Z',
  last_at: '2026-11-23T02:10:00.000Z',
  closed_at: null,
};
const readings = (vs: number[]): [number, number][] => vs.map((v, i) => [Date.parse('2026-11-23T01:40:00Z') + i * 60_000, v]);
const threshold = (high: number | null, low: number | null) => ({ high, low, level: 3, delay_s: 0, enabled: true, auto_clear: true, stale_min: null });

describe('alarm detail chart', () => {
  it('draws the high and low limits as lines and keeps both inside the y-axis', () => {
    const o = alarmChartOption({ ...base, threshold: threshold(30, 15), readings: readings([24.1, 24.3, 24.2]) });
    const y = o.yAxis as Axis;
    expect(y.min).toBeLessThan(15);
    expect(y.max).toBeGreaterThan(30);
    const marks = (o.series as Line[])[0]!.markLine.data;
    expect(marks.map((m) => [m.name, m.yAxis])).toEqual([['上限', 30], ['下限', 15]]);
    expect(marks[0]!.label.formatter).toBe('上限 30.0 °C');
  });
  it('a reading far above the limit keeps both in view', () => {
    const o = alarmChartOption({ ...base, threshold: threshold(27, null), readings: readings([31.5, 32.1, 31.8]) });
    const y = o.yAxis as Axis;
    expect(y.min).toBeLessThan(27);
    expect(y.max).toBeGreaterThanOrEqual(32.1);
  });
  it('lets the chart scale itself when the readings already cross the limits', () => {
    const o = alarmChartOption({ ...base, threshold: threshold(26, 18), readings: readings([17, 22, 27]) });
    const y = o.yAxis as Axis;
    expect(y.min).toBeUndefined();
    expect(y.max).toBeUndefined();
    expect(y.axisLabel.formatter(22.25)).toBe('22.3');
  });
  it('has no limit lines without a threshold', () => {
    const o = alarmChartOption({ ...base, threshold: null, readings: readings([24, 24.01]) });
    expect((o.series as Line[])[0]!.markLine.data).toEqual([]);
    const y = o.yAxis as Axis;
    expect(y.max! - y.min!).toBeGreaterThanOrEqual(1);
  });
});
