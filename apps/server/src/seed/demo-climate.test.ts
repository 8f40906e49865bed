import { beforeAll, describe, expect, it } from 'vitest';
import { READ_POINTS } from '@pfs/sim';
import { generateDemoClimate, type ClimateHistory, type PointHistory } from './demo-climate.js';
import type { Rollup } from './climate-rollup.js';
import { DAY_MS, HOUR_MS, timeAxis } from './climate-time.js';

// A fixed end (10:07 in Shanghai) so the year and its episodes are the same on every run.
const END = Date.parse('2026-03-15T02:07:00Z');
const TZ = 'Asia/Shanghai';
let year: ClimateHistory;

beforeAll(() => {
  year = generateDemoClimate({ endMs: END, days: 365, timeZone: TZ });
}, 120_000);

const point = (h: ClimateHistory, sn: string, code: string): PointHistory => h.rooms.find((r) => r.sn === sn)!.points.find((p) => p.code === code)!;
const localDay = (ms: number) => new Date(ms + 8 * HOUR_MS).toISOString().slice(0, 10);
const localHour = (ms: number) => new Date(ms + 8 * HOUR_MS).getUTCHours();
/** The reference fold: readings of one bucket in time order, as the ingest's SQL folds them. */
function fold(rs: { ts: number; v: number }[]): Rollup {
  let min = rs[0]!;
  let max = rs[0]!;
  for (const r of rs) {
    if (r.v < min.v) min = r;
    if (r.v > max.v) max = r;
  }
  const sum = rs.reduce((a, r) => a + r.v, 0);
  return {
    ct: rs.length,
    sumV: sum,
    minV: min.v,
    minTs: min.ts,
    maxV: max.v,
    maxTs: max.ts,
    firstTs: rs[0]!.ts,
    firstV: rs[0]!.v,
    lastTs: rs.at(-1)!.ts,
    lastV: rs.at(-1)!.v,
  };
}
function groupBy<K>(rs: { ts: number; v: number }[], key: (ts: number) => K): Map<K, Rollup> {
  const groups = new Map<K, { ts: number; v: number }[]>();
  for (const r of rs) groups.set(key(r.ts), [...(groups.get(key(r.ts)) ?? []), r]);
  return new Map([...groups].map(([k, g]) => [k, fold(g)]));
}
const inDays = (p: PointHistory, from: string, to: string) => p.daily.rows().filter((d) => d.day >= from && d.day <= to);

describe('demo climate generator', () => {
  it('gives the same rows for the same inputs, and other rows for another seed', () => {
    const a = generateDemoClimate({ endMs: END, days: 5, timeZone: TZ });
    const b = generateDemoClimate({ endMs: END, days: 5, timeZone: TZ });
    const c = generateDemoClimate({ endMs: END, days: 5, timeZone: TZ, seed: 'another' });
    const rows = (h: ClimateHistory) => h.rooms.map((r) => r.points.map((p) => [p.hourly.rows(), p.raw, p.latest]));
    expect(rows(a)).toEqual(rows(b));
    expect(rows(c)).not.toEqual(rows(a));
  });

  it('has every sensor and meter the simulator declares, an hourly row for every hour of a year but the outage', () => {
    for (const room of year.rooms) {
      expect(room.points.map((p) => p.code)).toEqual(READ_POINTS.map((p) => p.point.code));
      const hours = room.points[0]!.hourly.n;
      const outage = year.excursions.find((e) => e.sn === room.sn && e.kind === 'outage');
      expect(hours).toBe(365 * 24 + 1 - (outage ? (outage.to - outage.from) / HOUR_MS : 0));
      expect(room.points[0]!.daily.n).toBe(366);
    }
  });

  it('keeps readings in physically plausible ranges', () => {
    const ranges: Record<string, [number, number]> = {
      air_temp: [10, 36],
      humidity: [35, 98],
      co2: [200, 1300],
      ppfd: [0, 1300],
      ec: [0.3, 2.5],
      ph: [5.4, 7.2],
      water_temp: [10, 32],
      water_level: [0, 100],
      do: [4, 12],
    };
    for (const room of year.rooms) {
      for (const [code, [lo, hi]] of Object.entries(ranges)) {
        const d = point(year, room.sn, code).daily;
        expect(Math.min(...d.minV), `${room.sn} ${code} min`).toBeGreaterThanOrEqual(lo);
        expect(Math.max(...d.maxV), `${room.sn} ${code} max`).toBeLessThanOrEqual(hi);
      }
    }
  });

  it('holds the closed rooms near their set-points while the greenhouse follows the seasons', () => {
    const meanOf = (sn: string, from: string, to: string) => {
      const days = inDays(point(year, sn, 'air_temp'), from, to);
      return days.reduce((s, d) => s + d.sumV, 0) / days.reduce((s, d) => s + d.ct, 0);
    };
    for (const sn of ['demo-seedling', 'demo-grow-1', 'demo-grow-2']) {
      expect(Math.abs(meanOf(sn, '2025-07-01', '2025-07-15') - meanOf(sn, '2025-12-01', '2025-12-31'))).toBeLessThan(2);
    }
    expect(meanOf('nursery-sow', '2025-07-01', '2025-08-31') - meanOf('nursery-sow', '2025-12-01', '2026-01-31')).toBeGreaterThan(6);
  });

  it('lights the grow room 16 hours a day from 04:00', () => {
    const ppfd = point(year, 'demo-grow-1', 'ppfd').hourly.rows();
    const day = ppfd.filter((h) => h.day === '2025-10-10');
    const litHours = day.filter((h) => h.sumV / h.ct > 100).map((h) => localHour(h.bucket));
    expect(litHours).toEqual(Array.from({ length: 16 }, (_, i) => 4 + i));
  });

  it('counts meters up only, at a plant-factory room scale that follows load', () => {
    for (const room of year.rooms) {
      for (const code of ['energy', 'water']) {
        const h = point(year, room.sn, code).hourly;
        const drops = [];
        for (let i = 0; i < h.n; i++) if (h.lastV[i]! < h.firstV[i]! || (i > 0 && h.firstV[i]! < h.lastV[i - 1]!)) drops.push(h.row(i));
        expect(drops, `${room.sn} ${code}`).toEqual([]);
        expect(h.lastV[h.n - 1]!).toBeGreaterThan(h.firstV[0]!);
      }
    }
    const perDay = (sn: string, code: string) => {
      const d = point(year, sn, code).daily;
      // Whole days only: the first and the last (today, until the start) are partial.
      return Array.from({ length: d.n - 2 }, (_, i) => d.lastV[i + 1]! - d.lastV[i]!);
    };
    const kwh = perDay('demo-grow-1', 'energy');
    expect(Math.min(...kwh)).toBeGreaterThan(30);
    expect(Math.max(...kwh)).toBeLessThan(80);
    // The greenhouse heats in winter: far more electricity in January than in May.
    const nursery = point(year, 'nursery-sow', 'energy').daily.rows();
    const used = (month: string) => {
      const ds = nursery.filter((d) => d.day.startsWith(month));
      return ds[ds.length - 1]!.lastV - ds[0]!.firstV;
    };
    expect(used('2026-01')).toBeGreaterThan(2 * used('2025-05'));
    const m3 = perDay('demo-grow-1', 'water');
    const weekly = Array.from({ length: Math.floor(m3.length / 7) }, (_, w) => m3.slice(w * 7, w * 7 + 7).reduce((a, b) => a + b, 0));
    expect(Math.min(...weekly)).toBeGreaterThan(1);
    expect(Math.max(...weekly)).toBeLessThan(15);
  });

  it('has a hot week in 栽培二区 during the July heat wave, and only then', () => {
    const t = point(year, 'demo-grow-2', 'air_temp');
    expect(Math.max(...inDays(t, '2025-07-21', '2025-07-26').map((d) => d.maxV))).toBeGreaterThan(27);
    expect(Math.max(...inDays(t, '2025-08-05', '2026-03-15').map((d) => d.maxV))).toBeLessThan(27);
    expect(Math.max(...inDays(point(year, 'demo-grow-1', 'air_temp'), '2025-07-21', '2025-07-26').map((d) => d.maxV))).toBeLessThan(27);
  });

  it('lets CO2 fall while lit when 栽培一区 runs out of CO2, and keeps it dosed otherwise', () => {
    const failure = year.excursions.find((e) => e.kind === 'co2_failure')!;
    const co2 = point(year, 'demo-grow-1', 'co2').hourly.rows();
    const ppfd = new Map(
      point(year, 'demo-grow-1', 'ppfd')
        .hourly.rows()
        .map((h) => [h.bucket, h.sumV / h.ct]),
    );
    const lit = co2.filter((h) => (ppfd.get(h.bucket) ?? 0) > 200);
    const during = lit.filter((h) => h.bucket >= failure.from + 2 * HOUR_MS && h.bucket < failure.to);
    const failures = year.excursions.filter((e) => e.kind === 'co2_failure');
    const outside = lit.filter((h) => failures.every((f) => h.bucket < f.from - DAY_MS || h.bucket > f.to + DAY_MS));
    expect(during.length).toBeGreaterThan(20);
    // Each morning starts from the night's respiration CO2, then the crop draws it down.
    const low = during.filter((h) => h.sumV / h.ct < 400);
    expect(low.length / during.length).toBeGreaterThan(0.8);
    expect(Math.min(...during.map((h) => h.minV))).toBeLessThan(320);
    expect(Math.min(...outside.map((h) => h.sumV / h.ct))).toBeGreaterThan(700);
  });

  it('leaves a gap while 育苗室 is cut off; its meters show what was used meanwhile', () => {
    const outage = year.excursions.find((e) => e.kind === 'outage')!;
    expect(outage.sn).toBe('demo-seedling');
    const e = point(year, 'demo-seedling', 'energy').hourly.rows();
    expect(e.some((h) => h.bucket >= outage.from && h.bucket < outage.to)).toBe(false);
    const before = e.filter((h) => h.bucket < outage.from).at(-1)!;
    const after = e.find((h) => h.bucket >= outage.to)!;
    expect(after.firstV - before.lastV).toBeGreaterThan(5);
    expect(
      point(year, 'demo-grow-1', 'energy')
        .hourly.rows()
        .some((h) => h.bucket >= outage.from && h.bucket < outage.to),
    ).toBe(true);
  });

  it('logs the alarms the episodes raise, closed when the value came back, as the alarm service would', () => {
    const alarms = year.rooms.flatMap((r) => r.alarms);
    const hot = alarms.filter((a) => a.sn === 'demo-grow-2' && a.type === 'high');
    expect(hot.length).toBeGreaterThan(3);
    expect(hot.every((a) => localDay(a.firstAt) >= '2025-07-20' && localDay(a.firstAt) <= '2025-07-27')).toBe(true);
    expect(hot[0]!.title).toMatch(/^栽培二区网关 空气温度超上限：2[78]\.\d °C（限值 27\.0 °C）$/);
    const failures = year.excursions.filter((e) => e.kind === 'co2_failure');
    const co2 = alarms.filter((a) => a.sn === 'demo-grow-1' && a.code === 'co2');
    expect(failures.every((f) => co2.some((a) => a.firstAt > f.from && a.firstAt < f.to))).toBe(true);
    expect(co2.every((a) => a.type === 'low' && failures.some((f) => a.firstAt > f.from && a.firstAt < f.to))).toBe(true);
    const outage = year.excursions.find((e) => e.kind === 'outage')!;
    expect(alarms.filter((a) => a.type === 'offline')).toEqual([
      expect.objectContaining({ sn: 'demo-seedling', firstAt: outage.from, closedAt: outage.to, title: '育苗室网关 离线' }),
    ]);
    for (const a of alarms) {
      expect(a.clearedAt!).toBeGreaterThanOrEqual(a.lastAt);
      expect(a.lastAt).toBeGreaterThanOrEqual(a.firstAt);
    }
    expect(alarms.filter((a) => a.code !== 'co2').every((a) => a.closedAt === a.clearedAt && a.managerNote === '')).toBe(true);
  });

  it('leaves the latest CO2 failure of the morning open for the manager (its limit does not clear by itself); the earlier one was closed', () => {
    const co2 = year.rooms.find((r) => r.sn === 'demo-grow-1')!.alarms.filter((a) => a.code === 'co2');
    const last = co2.at(-1)!;
    expect(last).toMatchObject({ closedAt: null, managerNote: '' });
    expect(last.clearedAt).not.toBeNull();
    expect(END - last.clearedAt!).toBeGreaterThanOrEqual(30 * 60_000);
    expect(END - last.firstAt).toBeLessThan(DAY_MS + 6 * 3_600_000);
    expect(co2[0]!.closedAt).toBeGreaterThan(co2[0]!.clearedAt!);
    expect(co2[0]!.managerNote).toBe('已更换 CO2 钢瓶，浓度恢复正常');
  });

  it('keeps raw readings for the last days, ending where the live readings take over, and around alarms', () => {
    const p = point(year, 'demo-grow-1', 'humidity');
    expect(p.raw.ts[0]!).toBeGreaterThanOrEqual(END - 3 * DAY_MS);
    expect(p.latest!.ts).toBe(p.raw.ts.at(-1));
    expect(END - p.latest!.ts).toBeLessThanOrEqual(5 * 60_000);
    // An alarm's 详情 shows the readings around it: those of 栽培一区's CO2 failure stay.
    const co2 = point(year, 'demo-grow-1', 'co2');
    const first = year.rooms.find((r) => r.sn === 'demo-grow-1')!.alarms.find((a) => a.code === 'co2')!;
    const around = co2.raw.ts.filter((ts) => ts >= first.firstAt - 30 * 60_000 && ts <= first.clearedAt! + 30 * 60_000);
    expect(around.length).toBe((first.clearedAt! - first.firstAt) / 300_000 + 13);
    expect(co2.raw.ts).toEqual([...co2.raw.ts].sort((a, b) => a - b));
  });
});

describe('rollups of the generated readings', () => {
  it('are what the ingest would fold from the raw readings: hours of the zone, days of the zone', () => {
    const h = generateDemoClimate({ endMs: END, days: 2, rawDays: 2, timeZone: TZ });
    for (const room of h.rooms) {
      for (const p of room.points) {
        const readings = p.raw.ts.map((ts, i) => ({ ts, v: p.raw.v[i]! }));
        const byHour = groupBy(readings, (ts) => Math.floor(ts / HOUR_MS) * HOUR_MS);
        const byDay = groupBy(readings, localDay);
        const hourly = p.hourly.rows();
        expect(hourly.map((r) => r.bucket)).toEqual([...byHour.keys()]);
        for (const r of hourly)
          expect(r).toEqual({ ...byHour.get(r.bucket)!, sumV: expect.closeTo(byHour.get(r.bucket)!.sumV, 6), bucket: r.bucket, day: localDay(r.bucket) });
        const daily = p.daily.rows();
        expect(daily.map((r) => r.day)).toEqual([...byDay.keys()]);
        for (const r of daily)
          expect({ ...r, bucket: 0 }).toEqual({ ...byDay.get(r.day)!, sumV: expect.closeTo(byDay.get(r.day)!.sumV, 6), bucket: 0, day: r.day });
      }
    }
  });

  it('file readings under the local hour even where the zone is not a whole hour off UTC', () => {
    const steps = timeAxis(Date.parse('2026-03-14T18:00:00Z'), Date.parse('2026-03-14T20:00:00Z'), 15 * 60_000, 'Asia/Kolkata');
    // 23:30 IST is 18:00 UTC: the first hour bucket starts there, and 00:00 IST (18:30 UTC) starts a new day.
    expect(new Set(steps.map((s) => new Date(s.bucket).toISOString()))).toEqual(
      new Set(['2026-03-14T17:30:00.000Z', '2026-03-14T18:30:00.000Z', '2026-03-14T19:30:00.000Z']),
    );
    expect(steps.find((s) => s.ts === Date.parse('2026-03-14T18:30:00Z'))!.day).toBe('2026-03-15');
    expect(steps[0]!.day).toBe('2026-03-14');
  });
});
