import type { StatsEmbed } from '../api/get-stats-embed';

type Harvest = NonNullable<StatsEmbed['planting']>['harvest'];
type Reading = NonNullable<StatsEmbed['climate']>[number]['readings'][number];
type Targets = NonNullable<StatsEmbed['climate']>[number]['targets'];

/** MM-DD of a YYYY-MM-DD day, for short labels. */
export const monthDay = (day: string) => day.slice(5);

/** 「近 7 天（11-17 至 11-23）」: the window a harvest figure covers, so nobody reads it as a calendar week. */
export const windowLabel = (w: { from: string; to: string }) => `${monthDay(w.from)} 至 ${monthDay(w.to)}`;

type Due = NonNullable<StatsEmbed['planting']>['due']['items'][number];
/**
 * The to-do's 到期 mark: a step the server would refuse (a pick inside a safety interval, a move into a kind of
 * area with no room) shows as blocked with the day it becomes possible, never as 超期.
 */
const STEP = { move: '移动', transplant: '移栽', pick: '采收' } as const;
export function dueMark(r: Pick<Due, 'late_days' | 'blocked' | 'next_kind'>): { color: string; text: string; tip: string | null } {
  if (r.blocked) return { color: 'default', text: `暂不能${r.next_kind ? STEP[r.next_kind] : '进行'}（${r.blocked.until ? `${monthDay(r.blocked.until)} 起` : '待腾出空位'}）`, tip: r.blocked.reason };
  if (r.late_days > 0) return { color: 'red', text: `超期 ${r.late_days} 天`, tip: null };
  return { color: 'green', text: '今天', tip: null };
}

/** The recent window's kg against the one before, as a signed percentage; null when the one before is empty. */
export function harvestChange(h: Harvest): number | null {
  if (h.before.kg === 0) return null;
  return Math.round(((h.recent.kg - h.before.kg) / h.before.kg) * 1000) / 10;
}

/** Where a reading stands against its kind's targets: below, above, within, or unknown when no bound is set. */
export function readingState(r: Reading, t: Targets): 'low' | 'high' | 'ok' | 'unknown' {
  if (!t) return 'unknown';
  const bounds: Record<string, [number | null, number | null]> = {
    air_temp: [t.temp_min, t.temp_max],
    humidity: [t.rh_min, t.rh_max],
    co2: [t.co2_min, t.co2_max],
  };
  const [lo, hi] = bounds[r.quantity] ?? [null, null];
  if (lo === null && hi === null) return 'unknown';
  if (lo !== null && r.value < lo) return 'low';
  if (hi !== null && r.value > hi) return 'high';
  return 'ok';
}

/** A reading older than this reads as stale (the gateway may be off line). */
export const STALE_MS = 15 * 60_000;
export const isStale = (r: Reading, now = Date.now()) => now - new Date(r.ts).getTime() > STALE_MS;
