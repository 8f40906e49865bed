import { describe, expect, it } from 'vitest';
import { modelDay, modelHour, modelHours, modelMinutely, rainSummaryOf, weatherLocationOf } from './model.js';
import { moonPhaseOf, sunTimes } from './astro.js';
import { evaluateWarnings, warningsInForce } from './warnings.js';

const shanghai = weatherLocationOf('121.60,31.20')!;
const H = 3_600_000;
const year = modelHours(shanghai, Date.UTC(2025, 0, 1, -8), 365 * 24);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const monthOf = (ts: number) => new Date(ts + 8 * H).getUTCMonth();

describe('weather model', () => {
  it('parses loc as "lon,lat" and rejects nonsense', () => {
    expect(shanghai).toMatchObject({ lat: 31.2, lon: 121.6, utcOffsetMin: 480 });
    expect(weatherLocationOf('')).toBeNull();
    expect(weatherLocationOf('200,10')).toBeNull();
    expect(weatherLocationOf('abc')).toBeNull();
  });

  it('is deterministic per location and hour, and differs between places', () => {
    const t = Date.UTC(2025, 6, 10, 5, 30);
    expect(modelHour(shanghai, t)).toEqual(modelHour(shanghai, t));
    expect(modelHour(shanghai, t).ts).toBe(Date.UTC(2025, 6, 10, 5));
    const beijing = weatherLocationOf('116.40,39.90')!;
    expect(modelHour(beijing, t)).not.toEqual(modelHour(shanghai, t));
  });

  it('keeps every value in a believable range', () => {
    const span = (f: (h: (typeof year)[number]) => number) => [Math.min(...year.map(f)), Math.max(...year.map(f))];
    const [tLo, tHi] = span((h) => h.temp);
    expect(tLo).toBeGreaterThan(-12);
    expect(tHi).toBeLessThan(41);
    expect(span((h) => h.humidity)[0]).toBeGreaterThanOrEqual(18);
    expect(span((h) => h.humidity)[1]).toBeLessThanOrEqual(100);
    expect(span((h) => h.pressure)[0]).toBeGreaterThan(980);
    expect(span((h) => h.pressure)[1]).toBeLessThan(1040);
    expect(span((h) => h.windScale)[1]).toBeLessThanOrEqual(9);
    expect(span((h) => h.precip)[0]).toBeGreaterThanOrEqual(0);
    expect(span((h) => h.vis)[0]).toBeGreaterThanOrEqual(1);
  });

  it('has seasons for the latitude: a cold January, a hot July, a wet summer', () => {
    const jan = mean(year.filter((h) => monthOf(h.ts) === 0).map((h) => h.temp));
    const jul = mean(year.filter((h) => monthOf(h.ts) === 6).map((h) => h.temp));
    expect(jan).toBeGreaterThan(0);
    expect(jan).toBeLessThan(10);
    expect(jul).toBeGreaterThan(24);
    expect(jul).toBeLessThan(32);
    const rainOf = (ms: number[]) => year.filter((h) => ms.includes(monthOf(h.ts))).reduce((a, h) => a + h.precip, 0);
    const total = rainOf([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(total).toBeGreaterThan(500);
    expect(total).toBeLessThan(2500);
    expect(rainOf([5, 6, 7])).toBeGreaterThan(rainOf([11, 0, 1]));
    // Rain on a minority of hours, and now and then a heavy shower.
    const wet = year.filter((h) => h.precip > 0).length;
    expect(wet / year.length).toBeGreaterThan(0.04);
    expect(wet / year.length).toBeLessThan(0.35);
    expect(Math.max(...year.map((h) => h.precip))).toBeGreaterThan(7);
  });

  it('has a cool dawn and a warm afternoon', () => {
    const byHour = (local: number) => mean(year.filter((h) => new Date(h.ts + 8 * H).getUTCHours() === local).map((h) => h.temp));
    expect(byHour(14) - byHour(5)).toBeGreaterThan(3);
    expect(byHour(14) - byHour(5)).toBeLessThan(10);
    const rh = (local: number) => mean(year.filter((h) => new Date(h.ts + 8 * H).getUTCHours() === local).map((h) => h.humidity));
    expect(rh(5)).toBeGreaterThan(rh(14));
  });

  it('daily forecasts span the hours and carry sun and moon', () => {
    const d = modelDay(shanghai, '2025-06-21');
    expect(d.tempMax).toBeGreaterThan(d.tempMin);
    expect(d.sunrise).toMatch(/^04:[4-5]\d$/); // Shanghai's midsummer sunrise is 04:50
    expect(d.sunset).toMatch(/^19:0\d$/);
    expect(sunTimes(31.2, 121.6, Date.UTC(2025, 11, 21), 480).sunrise).toMatch(/^06:[45]\d$/);
    expect(sunTimes(80, 0, Date.UTC(2025, 5, 21), 0)).toEqual({ sunrise: '', sunset: '' });
    expect(moonPhaseOf(Date.UTC(2025, 0, 29, 12)).moonPhase).toBe('新月');
    expect(moonPhaseOf(Date.UTC(2025, 1, 12, 14)).moonPhase).toBe('满月');
  });

  it('minutely rain agrees with its summary', () => {
    const wetHour = year.find((h) => h.precip > 2)!;
    const list = modelMinutely(shanghai, wetHour.ts);
    expect(list).toHaveLength(24);
    expect(list.some((r) => r.precip_h > 0)).toBe(true);
    expect(rainSummaryOf(list, wetHour.ts)).not.toBe('未来两小时无降水');
    expect(rainSummaryOf(list.map((r) => ({ ...r, precip_h: 0 })), wetHour.ts)).toBe('未来两小时无降水');
    expect(rainSummaryOf([{ fx_time: 0, precip_h: 0 }, { fx_time: 600_000, precip_h: 2 }], 0)).toBe('10分钟后开始下中雨');
  });
});

describe('warnings', () => {
  const hours = [0, 1, 2, 3, 5].map((i) => ({ ts: i * H, windScale: [3, 6, 7, 5, 6][i === 5 ? 4 : i]!, precip: [0, 0.5, 8, 0, 0][i === 5 ? 4 : i]! }));
  it('raises one warning per run of hours at or above the threshold', () => {
    const ws = evaluateWarnings([{ cfg_id: 1, title: '大风', warn_type: 'wind_scale', warn_val: 6 }], hours);
    expect(ws.map((w) => [w.start / H, w.end / H, w.peak_val])).toEqual([
      [1, 3, 7],
      [5, 6, 6],
    ]);
    expect(warningsInForce(ws, 2.5 * H)).toHaveLength(1);
    expect(warningsInForce(ws, 3 * H)).toHaveLength(0);
  });
  it('uses ≥ at the threshold and ignores dry hours for rain', () => {
    const ws = evaluateWarnings([{ cfg_id: 2, title: '暴雨', warn_type: 'rainfall', warn_val: 8 }], hours);
    expect(ws.map((w) => [w.start / H, w.peak_val])).toEqual([[2, 8]]);
    expect(evaluateWarnings([{ cfg_id: 3, title: 'x', warn_type: 'rainfall', warn_val: 0 }], hours).map((w) => w.start / H)).toEqual([1]);
  });
});
