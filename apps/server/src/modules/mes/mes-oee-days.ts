import { addDays, dayDiff } from '@pfs/domain/plant';

/**
 * The factory's calendar days as instants: a day's figures (today's count, a day's OEE) cover the factory's own
 * midnight to midnight, not UTC's. The offset is looked up per day, so a zone with daylight saving stays right.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetMs(timeZone: string, at: number): number {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

/** The instant a day (YYYY-MM-DD) begins in the zone. */
export function dayStartMs(timeZone: string, day: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`);
  const guess = wall - offsetMs(timeZone, wall);
  return wall - offsetMs(timeZone, guess);
}

/** [start, end) of a day in the zone. */
export const dayBoundsMs = (timeZone: string, day: string): [number, number] => [dayStartMs(timeZone, day), dayStartMs(timeZone, addDays(day, 1))];

/** The Monday of a day's week (a week row's period). */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every day from `from` to `to`, both included. */
export const daysFrom = (from: string, to: string): string[] => Array.from({ length: Math.max(0, dayDiff(from, to) + 1) }, (_, i) => addDays(from, i));
