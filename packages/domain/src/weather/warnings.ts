/**
 * Weather warnings from configured thresholds: a wind threshold is a wind-scale grade (≥), a rain threshold an
 * hourly amount in mm (≥). Each run of consecutive hours at or above a threshold is one warning, from the start
 * of its first hour to the end of its last.
 */

export const WARN_TYPES = ['wind_scale', 'rainfall'] as const;
export type WarnType = (typeof WARN_TYPES)[number];
export const WARN_TYPE_LABELS: Record<WarnType, string> = { wind_scale: '大风', rainfall: '降雨' };
export const WARN_UNITS: Record<WarnType, string> = { wind_scale: '级', rainfall: 'mm/h' };

export type WarnThreshold = { cfg_id: number; title: string; warn_type: WarnType; warn_val: number };
export type WarnHour = { ts: number; windScale: number; precip: number };
export type RaisedWarning = WarnThreshold & { peak_val: number; start: number; end: number };

const HOUR = 3_600_000;
const valueOf = (h: WarnHour, t: WarnType) => (t === 'wind_scale' ? h.windScale : h.precip);

/** Warnings of every threshold over hours sorted by time (observed and forecast alike). */
export function evaluateWarnings(cfgs: readonly WarnThreshold[], hours: readonly WarnHour[]): RaisedWarning[] {
  const out: RaisedWarning[] = [];
  for (const c of cfgs) {
    let run: RaisedWarning | null = null;
    for (const h of hours) {
      const v = valueOf(h, c.warn_type);
      const contiguous = run && h.ts <= run.end;
      if (v >= c.warn_val && v > 0) {
        if (run && contiguous) {
          run.end = h.ts + HOUR;
          run.peak_val = Math.max(run.peak_val, v);
        } else {
          if (run) out.push(run);
          run = { ...c, peak_val: v, start: h.ts, end: h.ts + HOUR };
        }
      } else if (run) {
        out.push(run);
        run = null;
      }
    }
    if (run) out.push(run);
  }
  return out.sort((a, b) => a.start - b.start || a.cfg_id - b.cfg_id);
}

/** Warnings in force at an instant (the ones that become alarms). */
export const warningsInForce = (ws: readonly RaisedWarning[], at: number) => ws.filter((w) => w.start <= at && at < w.end);
