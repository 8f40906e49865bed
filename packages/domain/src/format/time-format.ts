import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec §9 default date format. */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const formatDateTime = (d: Date | string | number, fmt = DEFAULT_DATE_FORMAT) => dayjs(d).format(fmt);

/**
 * Spec §9 relative time: 刚刚 under 30 s, minutes under 1 hour, hours under 1 day, 1天前 under 2 days,
 * then the date.
 */
export function formatRelativeTime(d: Date, now: Date): string {
  const s = (now.getTime() - d.getTime()) / 1000;
  if (s < 30) return '刚刚';
  if (s < 3600) return `${Math.ceil(s / 60)}分钟前`;
  if (s < 86_400) return `${Math.ceil(s / 3600)}小时前`;
  if (s < 2 * 86_400) return '1天前';
  return dayjs(d).format('M月D日HH时mm分');
}

/** Spec §9 second form: minutes under 1 hour, hours under 1 day, otherwise days. */
export function formatAgo(d: Date, now: Date): string {
  const s = Math.max(0, (now.getTime() - d.getTime()) / 1000);
  if (s < 3600) return `${Math.floor(s / 60)}分钟前`;
  if (s < 86_400) return `${Math.floor(s / 3600)}小时前`;
  return `${Math.floor(s / 86_400)}天前`;
}

/**
 * The factory's time zone (server setting TIME_ZONE, default Asia/Shanghai). IoT pages state times and calendar days
 * in it, whatever zone the browser is in.
 */
export const FACTORY_TIME_ZONE = 'Asia/Shanghai';

/** The zone the helpers below use by default; the web sets it from `get_user_info.time_zone` after login. */
let factoryZone = FACTORY_TIME_ZONE;
export const setFactoryTimeZone = (tz: string) => {
  // An unknown zone name would make every formatted time 'Invalid Date'; keep the default then.
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    factoryZone = tz;
  } catch {
    factoryZone = FACTORY_TIME_ZONE;
  }
};
export const factoryTimeZone = () => factoryZone;

/** A moment as the factory's clock shows it. */
export const formatFactoryTime = (d: Date | string | number, fmt = DEFAULT_DATE_FORMAT, tz = factoryZone) => dayjs(d).tz(tz).format(fmt);

/** Whether a moment is midnight on the factory's clock (a day boundary on a time axis). */
export const isFactoryMidnight = (d: Date | string | number, tz = factoryZone) => dayjs(d).tz(tz).format('HH:mm:ss.SSS') === '00:00:00.000';

/** The moment a factory calendar day ('YYYY-MM-DD') begins, in epoch ms. */
export const factoryDayStart = (day: string, tz = factoryZone) => dayjs.tz(day, tz).valueOf();
