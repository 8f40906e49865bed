import { thousands } from '../format/number-format.js';

/**
 * Calendar days as the planting records carry them: `YYYY-MM-DD` in the factory's time zone. Arithmetic
 * runs on UTC midnights so no daylight-saving hour ever shifts a day. Quantities with three decimals (kg,
 * material units) are added and compared in thousandths, so sums never drift (0.1 + 0.2 stays 0.3).
 */

const DAY_MS = 86_400_000;
const utcOf = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

export const addDays = (day: string, n: number) => new Date(utcOf(day) + n * DAY_MS).toISOString().slice(0, 10);
/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const dayDiff = (from: string, to: string) => Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
export const maxDay = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

/** Thousandths of a unit (grams of a kg). */
export const toMilli = (q: number) => Math.round(q * 1000);
export const fromMilli = (m: number) => m / 1000;
/** A quantity as messages show it: at most three decimals, no trailing zeros, thousands grouped (spec §9: 12.5, 0.125, 1,200). */
export const fmtQty = (q: number) => thousands(Math.round(q * 1000) / 1000);
