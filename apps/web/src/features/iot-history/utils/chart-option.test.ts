import { describe, expect, it } from 'vitest';
import { historyChartOption, type ChartLine } from './chart-option';

type Axis = { name: string; min?: number; max?: number; axisLabel: { formatter: (v: number) => string } };
type Tooltip = { formatter: (p: unknown) => string };

const t0 = Date.parse('2026-11-22T16:00:00Z'); // 00:00 on the factory clock
const line = (key: number, unit: string, v: number[], quantity?: string): ChartLine => ({ key, label: `点位 ${key}`, unit, quantity, t: v.map((_x, i) => t0 + i * 3_600_000), v });

describe('history chart option', () => {
  it('gives a flat temperature a minimum span of 1 °C on its axis', () => {
    const o = historyChartOption([line(1, '°C', [22.01, 22.03, 22.02])]);
    const [y] = o.yAxis as Axis[];
    expect(y!.max! - y!.min!).toBeGreaterThanOrEqual(1);
    expect(y!.min!).toBeLessThan(22.01);
  });
  it('leaves a wide signal to the chart and formats labels by unit', () => {
    const o = historyChartOption([line(1, '°C', [18, 27]), line(2, 'ppm', [400, 1200], 'co2')]);
    const [temp, co2] = o.yAxis as Axis[];
    expect(temp!.min).toBeUndefined();
    expect(temp!.axisLabel.formatter(20)).toBe('20.0');
    expect(co2!.name).toBe('ppm');
    expect(co2!.axisLabel.formatter(1000)).toBe('1,000');
  });
  it('the tooltip states the time on the factory clock and each value in its unit\'s decimals', () => {
    const o = historyChartOption([line(1, '°C', [22.04, 22.5]), line(2, '', [6.04, 6.1], 'ph')]);
    const text = (o.tooltip as Tooltip).formatter([
      { seriesId: 'v-1', dataIndex: 0, marker: '', axisValue: t0 },
      { seriesId: 'v-2', dataIndex: 0, marker: '', axisValue: t0 },
    ]);
    expect(text).toContain('2026-11-23 00:00:00');
    expect(text).toContain('<b>22.0 °C</b>');
    expect(text).toContain('<b>6.0</b>');
  });
  it('labels the time axis on the factory clock: the date at midnight, else the time', () => {
    const o = historyChartOption([line(1, '°C', [20, 21])]);
    const fmt = (o.xAxis as { axisLabel: { formatter: (v: number) => string } }).axisLabel.formatter;
    expect(fmt(t0)).toBe('11-23');
    expect(fmt(t0 + 6 * 3_600_000)).toBe('06:00');
  });
  it('on a phone draws only the first axis and gives the lines the width', () => {
    const lines = [line(1, '°C', [20, 21]), line(2, '%', [60, 70]), line(3, 'ppm', [400, 900])];
    const wide = historyChartOption(lines);
    const phone = historyChartOption(lines, { compact: true });
    expect((wide.yAxis as { show: boolean }[]).map((y) => y.show)).toEqual([true, true, true]);
    expect((phone.yAxis as { show: boolean }[]).map((y) => y.show)).toEqual([true, false, false]);
    const g = (o: typeof wide) => o.grid as { left: number; right: number };
    expect(g(phone).left + g(phone).right).toBeLessThan(g(wide).left + g(wide).right);
  });
  it('spans the asked-for time, not just where readings are', () => {
    const span = [t0 - 23 * 3_600_000, t0 + 3_600_000] as const;
    const x = historyChartOption([line(1, '°C', [20])], { span }).xAxis as { min?: number; max?: number };
    expect([x.min, x.max]).toEqual([...span]);
  });
});
