/** Spec §5 time windows on 'HH:mm' clock times. */
export const FULL_DAY_SECONDS = 86_340;
const DAY = 86_400;

export function clockSeconds(hhmm: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!m) throw new Error(`时间格式不正确：${hhmm}，应为 HH:mm`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60;
}

/** Seconds the window covers; a start later than the end wraps past midnight. */
export function windowSeconds(start: string, end: string): number {
  const s = clockSeconds(start);
  const e = clockSeconds(end);
  return s <= e ? e - s : DAY - s + e;
}

/** 00:00–23:59 is the full day; a wrapping window is full day when it covers at least 86340 s. */
export const isFullDay = (start: string, end: string) => windowSeconds(start, end) >= FULL_DAY_SECONDS;

/** Whether a moment (seconds since local midnight) falls in [start, end), wrapping past midnight. */
export function isInTimeWindow(start: string, end: string, secondOfDay: number): boolean {
  if (isFullDay(start, end)) return true;
  const s = clockSeconds(start);
  const e = clockSeconds(end);
  return s <= e ? secondOfDay >= s && secondOfDay < e : secondOfDay >= s || secondOfDay < e;
}
