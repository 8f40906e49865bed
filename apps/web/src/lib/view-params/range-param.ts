import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { factoryTimeZone, formatFactoryTime } from '@pfs/domain';
import { VIEW_PARAMS } from './view-params';

dayjs.extend(utc);
dayjs.extend(timezone);

/** `time`: from one moment to another (charts of readings); `day`: whole factory calendar days (rollups, meters). */
export type RangeMode = 'time' | 'day';

export const RANGE_PRESETS = {
  last24: '最近24小时',
  today: '今天',
  last3: '最近3天',
  last7: '最近7天',
  last30: '最近30天',
  last90: '最近90天',
  month: '本月',
  last_month: '上月',
  year: '今年',
  last12m: '最近12个月',
} as const;
export type RangePresetKey = keyof typeof RANGE_PRESETS;

/** A preset is kept as its name (so 最近7天 shared tomorrow is still the last 7 days); a custom range as factory clock times. */
export type RangeValue = { preset: RangePresetKey } | { preset: 'custom'; from: string; to: string };

/** What a page offers: its mode and presets. Custom ranges are always allowed. */
export type RangeSpec = { mode: RangeMode; presets: readonly RangePresetKey[] };

/**
 * A range made concrete at one moment. `wall` is the pair as the factory's clock reads (a dayjs in the browser's
 * zone holding the factory's wall-clock fields, which is what the date picker shows); start/end are the instants;
 * startDay/endDay the factory calendar days.
 */
export type ResolvedRange = { wall: [Dayjs, Dayjs]; start: Date; end: Date; startDay: string; endDay: string };

const DAY = 'YYYY-MM-DD';
const MINUTE = 'YYYY-MM-DDTHH:mm';
export const formatOf = (mode: RangeMode) => (mode === 'day' ? DAY : MINUTE);

/** The factory's clock at an instant, as a wall-clock dayjs. */
export const toWall = (d: Date | number) => dayjs(formatFactoryTime(d, 'YYYY-MM-DDTHH:mm:ss.SSS'));
/** The instant at which the factory's clock reads this wall-clock time. */
export const fromWall = (w: Dayjs) => dayjs.tz(w.format('YYYY-MM-DDTHH:mm:ss.SSS'), factoryTimeZone()).toDate();

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && dayjs(s).format(DAY) === s;
const isMinute = (s: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(s) && dayjs(s).format(MINUTE) === s;

/** Start wall time of a preset, counted back from the factory's now (day mode: from its today). */
function presetStart(key: RangePresetKey, now: Dayjs, mode: RangeMode): Dayjs {
  const base = mode === 'day' ? now.startOf('day') : now;
  // Day mode counts whole days including today: 最近7天 is today and the 6 days before.
  const days = (n: number) => (mode === 'day' ? base.subtract(n - 1, 'day') : base.subtract(n, 'day'));
  switch (key) {
    case 'last24':
      return mode === 'day' ? base.subtract(1, 'day') : base.subtract(24, 'hour');
    case 'today':
      return now.startOf('day');
    case 'last3':
      return days(3);
    case 'last7':
      return days(7);
    case 'last30':
      return days(30);
    case 'last90':
      return days(90);
    case 'month':
      return now.startOf('month');
    case 'last_month':
      return now.subtract(1, 'month').startOf('month');
    case 'year':
      return now.startOf('year');
    case 'last12m':
      return now.subtract(11, 'month').startOf('month');
  }
}

/** The range at `now`: presets count back from the factory's clock; custom ranges are read on it. */
export function resolveRange(v: RangeValue, mode: RangeMode, now: Date = new Date()): ResolvedRange {
  let wall: [Dayjs, Dayjs];
  let start: Date;
  let end: Date;
  if (v.preset === 'custom') {
    wall = [dayjs(v.from), dayjs(v.to)];
    start = fromWall(wall[0]);
    end = mode === 'day' ? fromWall(wall[1].add(1, 'day')) : fromWall(wall[1]);
  } else {
    const n = toWall(now);
    const from = presetStart(v.preset, n, mode);
    if (mode === 'day') {
      const last = v.preset === 'last_month' ? n.startOf('month').subtract(1, 'day') : n.startOf('day');
      wall = [from.startOf('day'), last];
      start = fromWall(wall[0]);
      end = fromWall(last.add(1, 'day'));
    } else {
      // The last 24 hours are 24 real hours, whatever a clock change did to the wall clock.
      start = v.preset === 'last24' ? new Date(now.getTime() - 86_400_000) : fromWall(from);
      end = v.preset === 'last_month' ? fromWall(n.startOf('month')) : now;
      wall = [toWall(start), toWall(end)];
    }
  }
  return { wall, start, end, startDay: wall[0].format(DAY), endDay: wall[1].format(DAY) };
}

/** A picked pair of wall-clock times as a custom range of the page's mode. */
export const customRange = (wall: [Dayjs, Dayjs], mode: RangeMode): RangeValue => ({ preset: 'custom', from: wall[0].format(formatOf(mode)), to: wall[1].format(formatOf(mode)) });

/**
 * The range in the address, or null when there is none or it is not valid for this page (an unknown or not offered
 * preset, a malformed or reversed custom range): the page then uses its default. A time page also takes whole days
 * (from 00:00 of the first to 24:00 of the last).
 */
export function parseRange(params: URLSearchParams, spec: RangeSpec): RangeValue | null {
  const preset = params.get(VIEW_PARAMS.range);
  if (preset !== null) return (spec.presets as readonly string[]).includes(preset) ? { preset: preset as RangePresetKey } : null;
  let from = params.get(VIEW_PARAMS.from);
  let to = params.get(VIEW_PARAMS.to);
  if (from === null || to === null) return null;
  if (spec.mode === 'time') {
    if (isDay(from)) from = `${from}T00:00`;
    if (isDay(to)) to = dayjs(to).add(1, 'day').format(MINUTE);
    if (!isMinute(from) || !isMinute(to) || from >= to) return null;
  } else if (!isDay(from) || !isDay(to) || from > to) return null;
  return { preset: 'custom', from, to };
}

/** The params with this range written in (or removed, for none), every other param kept. */
export function writeRange(params: URLSearchParams, v: RangeValue | null): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [VIEW_PARAMS.range, VIEW_PARAMS.from, VIEW_PARAMS.to]) next.delete(name);
  if (v?.preset === 'custom') {
    next.set(VIEW_PARAMS.from, v.from);
    next.set(VIEW_PARAMS.to, v.to);
  } else if (v) next.set(VIEW_PARAMS.range, v.preset);
  return next;
}
