import dayjs, { type Dayjs } from 'dayjs';
import { formatFactoryTime, type RANGE_PRESETS } from '@pfs/domain';

/**
 * The default days of a page that works in factory calendar days (daily values, extremes): the presets counted
 * from today on the factory's calendar, whatever day it is where the browser is.
 */
export function initialDayRange(key: (typeof RANGE_PRESETS)[number]['key'], now = new Date()): [Dayjs, Dayjs] {
  const today = dayjs(formatFactoryTime(now, 'YYYY-MM-DD'));
  const start = { today, last7: today.subtract(7, 'day'), last30: today.subtract(30, 'day'), month: today.startOf('month') }[key];
  return [start, today];
}
