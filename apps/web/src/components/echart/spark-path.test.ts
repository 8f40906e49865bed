import { describe, expect, it } from 'vitest';
import { sparkGeometry, sparkSummary } from './spark-path';

const minute = 60_000;
const series = (vs: number[]): [number, number][] => vs.map((v, i) => [i * minute, v]);

describe('sparkline geometry', () => {
  it('draws a flat 22.01–22.03 °C signal as a nearly flat line mid-height, not wild swings', () => {
    const g = sparkGeometry(series([22.01, 22.03, 22.01, 22.03, 22.02]), '°C', 'air_temp', 140, 28)!;
    const ys = g.points.map((p) => p.y);
    // 0.02 °C of a ≥ 1 °C span in 22 px: well under one pixel of swing
    expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan(1);
    expect(ys[0]).toBeGreaterThan(28 * 0.3);
    expect(ys[0]).toBeLessThan(28 * 0.7);
    expect(g.max - g.min).toBeGreaterThanOrEqual(1);
  });
  it('uses the full height for a real change', () => {
    const g = sparkGeometry(series([20, 21, 22, 23, 24, 25]), '°C', 'air_temp', 140, 28)!;
    const ys = g.points.map((p) => p.y);
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(18);
    // higher values are higher up (smaller y)
    expect(ys.at(-1)!).toBeLessThan(ys[0]!);
  });
  it('knows pH by its quantity and CO2 by its unit', () => {
    const ph = sparkGeometry(series([6.01, 6.02]), '', 'ph', 140, 28)!;
    expect(ph.max - ph.min).toBeGreaterThanOrEqual(0.5);
    const co2 = sparkGeometry(series([540, 545]), 'ppm', 'co2', 140, 28)!;
    expect(co2.max - co2.min).toBeGreaterThanOrEqual(50);
  });
  it('needs two points, and spreads them across the width', () => {
    expect(sparkGeometry(series([1]), '°C', undefined, 140, 28)).toBeNull();
    const g = sparkGeometry(series([1, 2, 3]), '°C', undefined, 140, 28)!;
    expect(g.points[0]!.x).toBe(2);
    expect(g.points.at(-1)!.x).toBe(138);
  });
  it('says the hour\'s lowest and highest reading in the unit\'s decimals', () => {
    expect(sparkSummary(series([22.013, 22.034]), '°C')).toBe('近一小时：最低 22.0 °C，最高 22.0 °C');
    expect(sparkSummary(series([540.4, 1545.6]), 'ppm')).toBe('近一小时：最低 540 ppm，最高 1,546 ppm');
  });
});
