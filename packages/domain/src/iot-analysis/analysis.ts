import { isInTimeWindow } from '../rules/time-window.js';

/** Summary of one series over the chosen range; null when it has no values. */
export type SeriesStats = { n: number; avg: number; min: number; max: number; std: number };

export function seriesStats(values: readonly (number | null)[]): SeriesStats | null {
  const xs = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (xs.length === 0) return null;
  const avg = xs.reduce((a, b) => a + b, 0) / xs.length;
  const variance = xs.reduce((a, b) => a + (b - avg) ** 2, 0) / xs.length;
  return { n: xs.length, avg, min: Math.min(...xs), max: Math.max(...xs), std: Math.sqrt(variance) };
}

/**
 * Pearson correlation of two aligned series over the hours where both have a value. Null when fewer than
 * three common hours or when one of them does not vary (the coefficient is undefined then).
 */
export function correlation(a: readonly (number | null)[], b: readonly (number | null)[]): number | null {
  const pairs: [number, number][] = [];
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x !== null && x !== undefined && y !== null && y !== undefined) pairs.push([x, y]);
  }
  if (pairs.length < 3) return null;
  const mx = pairs.reduce((s, [x]) => s + x, 0) / pairs.length;
  const my = pairs.reduce((s, [, y]) => s + y, 0) / pairs.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of pairs) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  if (sxx === 0 || syy === 0) return null;
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

/** Chinese reading of a correlation coefficient, for the table next to the chart. */
export function correlationLabel(r: number | null): string {
  if (r === null) return '无法计算';
  const a = Math.abs(r);
  const strength = a >= 0.8 ? '强' : a >= 0.5 ? '中等' : a >= 0.3 ? '弱' : '几乎无';
  if (strength === '几乎无') return '几乎无相关';
  return `${strength}${r > 0 ? '正' : '负'}相关`;
}

/** Min–max scaling to 0–100 %, so series of different units can share one axis. A flat series sits at 50 %. */
export function normalise(values: readonly (number | null)[]): (number | null)[] {
  const s = seriesStats(values);
  if (!s) return values.map(() => null);
  const span = s.max - s.min;
  return values.map((v) => (v === null ? null : span === 0 ? 50 : ((v - s.min) / span) * 100));
}

/** Hour of day (0–23) of an instant in a time zone. */
export function hourOfDay(ts: Date | number, timeZone: string): number {
  const h = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(ts);
  return Number(h) % 24;
}

/** One hourly rollup row: start of the hour, sum and count of its readings. */
export type HourlySum = { bucket: Date | number; sum: number; ct: number };
export type DailyProfile = {
  /** Average per hour of day 0–23 (weighted by readings), null where no readings fell. */
  hours: (number | null)[];
  /** Averages inside and outside the day window (e.g. the light period); null without readings. */
  day_avg: number | null;
  night_avg: number | null;
};

/**
 * The average day of a sensor over a range: readings grouped by their hour of day in the factory's time
 * zone. The day window uses the spec's time-window rule (start > end wraps midnight).
 */
export function dailyProfile(rows: readonly HourlySum[], timeZone: string, dayWindow: { start: string; end: string }): DailyProfile {
  const sum = new Array<number>(24).fill(0);
  const ct = new Array<number>(24).fill(0);
  for (const r of rows) {
    if (r.ct <= 0) continue;
    const h = hourOfDay(r.bucket, timeZone);
    sum[h]! += r.sum;
    ct[h]! += r.ct;
  }
  const part = (inDay: boolean) => {
    let s = 0;
    let n = 0;
    for (let h = 0; h < 24; h++) {
      if (isInTimeWindow(dayWindow.start, dayWindow.end, h * 3600 + 1800) !== inDay) continue;
      s += sum[h]!;
      n += ct[h]!;
    }
    return n > 0 ? s / n : null;
  };
  return { hours: sum.map((s, h) => (ct[h]! > 0 ? s / ct[h]! : null)), day_avg: part(true), night_avg: part(false) };
}

// Saved analysis sets (分析配置); their schemas are in api/iot-analysis.api.ts.
export const ANALYSIS_RANGES = { 1: '最近 24 小时', 3: '最近 3 天', 7: '最近 7 天', 30: '最近 30 天', 90: '最近 90 天' } as const;
export const ANALYSIS_VIEWS = { compare: '多点对比', profile: '日变化曲线' } as const;
export const ANALYSIS_MAX_POINTS = 8;
