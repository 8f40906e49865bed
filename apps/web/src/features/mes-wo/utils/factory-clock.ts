import dayjs, { type Dayjs } from 'dayjs';
import { factoryTimeZone, formatFactoryTime } from '@pfs/domain';

/*
 * Plan times are instants; the factory reads them on its own clock (server TIME_ZONE), whatever zone the browser is
 * in. Pickers work in the browser's zone, so they get the factory's wall clock as a browser-local value and what
 * they return is read back as factory wall clock.
 */

/** The factory's calendar day ('YYYY-MM-DD') of a moment (default now). */
export const factoryDay = (t: Date | string | number = Date.now()) => formatFactoryTime(t, 'YYYY-MM-DD');

/** The day `n` calendar days after a 'YYYY-MM-DD' day (calendar arithmetic, no zone involved). */
export const addDays = (day: string, n: number) => dayjs.utc(day).add(n, 'day').format('YYYY-MM-DD');

/** A factory wall-clock time ('YYYY-MM-DD HH:mm') as the instant it is, in epoch ms. */
export const factoryWallMs = (wall: string) => dayjs.tz(wall, factoryTimeZone()).valueOf();

/** An instant as ISO with the factory's offset (what the server takes). */
export const factoryIso = (t: number | string) => dayjs(t).tz(factoryTimeZone()).format();

/** An instant for a picker: a browser-local value showing the factory's wall clock. */
export const toPickerValue = (t: Date | string | number) => dayjs(formatFactoryTime(t, 'YYYY-MM-DD HH:mm:ss'));

/** A picker's value read as factory wall clock: the instant, ISO with the factory's offset. */
export const fromPickerValue = (d: Dayjs) => factoryIso(factoryWallMs(d.format('YYYY-MM-DD HH:mm:ss')));
