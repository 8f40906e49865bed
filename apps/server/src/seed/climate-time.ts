import { localClock } from '@pfs/domain/rule';

/**
 * The clock of the generated history: reading instants on a fixed grid, each with the hour bucket and calendar day
 * the ingest would file it under in the factory's TIME_ZONE (PostgreSQL's date_trunc('hour', ts, zone) and
 * (ts at time zone zone)::date), and the local clock hour that light schedules follow.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export type TimeStep = {
  /** Reading instant, epoch ms. */
  ts: number;
  /** Start of its local hour, epoch ms. */
  bucket: number;
  /** Local calendar day, YYYY-MM-DD. */
  day: string;
  /** Local clock time in hours, 0 ≤ h < 24. */
  hour: number;
  /** Local month 1–12 and day of month, for calendar events. */
  month: number;
  dom: number;
  /** Day of the year 0–365 (local), for the seasons. */
  doy: number;
};

/** Offset of the zone from UTC at an instant, in ms (Asia/Shanghai: +8 h). */
export function zoneOffsetMs(timeZone: string, ms: number): number {
  const c = localClock(ms, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day) + c.secondOfDay * 1000;
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * Every `stepMs` from the first grid instant at or after `startMs` up to (excluding) `endMs`. Grid instants are
 * multiples of stepMs since the epoch, so overlapping windows share their instants and their values.
 */
export function timeAxis(startMs: number, endMs: number, stepMs: number, timeZone: string): TimeStep[] {
  const out: TimeStep[] = [];
  const QUARTER = 15 * 60_000; // zone offsets change on quarter hours at the finest
  // A UTC day whose two ends share an offset has it throughout; only the day of a clock change needs a closer look.
  const offsets = new Map<number, number | null>();
  const offsetOfDay = (utcDay: number) => {
    let o = offsets.get(utcDay);
    if (o === undefined) {
      const a = zoneOffsetMs(timeZone, utcDay * DAY_MS);
      o = a === zoneOffsetMs(timeZone, (utcDay + 1) * DAY_MS - 1000) ? a : null;
      offsets.set(utcDay, o);
    }
    return o;
  };
  let offKey = NaN;
  let off = 0;
  let dayKey = NaN;
  let dayInfo = { day: '', month: 0, dom: 0, doy: 0 };
  for (let ts = Math.ceil(startMs / stepMs) * stepMs; ts < endMs; ts += stepMs) {
    const q = Math.floor(ts / QUARTER);
    if (q !== offKey) {
      offKey = q;
      off = offsetOfDay(Math.floor(ts / DAY_MS)) ?? zoneOffsetMs(timeZone, q * QUARTER);
    }
    const local = ts + off;
    const localDay = Math.floor(local / DAY_MS);
    if (localDay !== dayKey) {
      dayKey = localDay;
      const d = new Date(localDay * DAY_MS);
      const y = d.getUTCFullYear();
      dayInfo = {
        day: d.toISOString().slice(0, 10),
        month: d.getUTCMonth() + 1,
        dom: d.getUTCDate(),
        doy: Math.round((localDay * DAY_MS - Date.UTC(y, 0, 1)) / DAY_MS),
      };
    }
    out.push({ ts, bucket: Math.floor(local / HOUR_MS) * HOUR_MS - off, hour: (local - localDay * DAY_MS) / HOUR_MS, ...dayInfo });
  }
  return out;
}
