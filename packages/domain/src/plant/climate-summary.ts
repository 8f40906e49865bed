/**
 * The climate a batch lived in, from the hourly rollups of the areas it stood in: per phase the average,
 * minimum and maximum of temperature, humidity and CO2, the light hours and the daily light integral (DLI),
 * and how much of the time each stayed inside the area kind's targets.
 */

/** Hours with an average PPFD at or above this count as lit (µmol/m²/s; below it is stray light). */
export const LIGHT_ON_PPFD = 20;

/** The quantities a climate summary reads, as the gateways' points name them. */
export const CLIMATE_QUANTITIES = ['air_temp', 'humidity', 'co2', 'ppfd'] as const;
export type ClimateQuantity = (typeof CLIMATE_QUANTITIES)[number];

/** Targets of an area kind; null bounds are not checked. */
export type ClimateTargets = {
  temp_min: number | null;
  temp_max: number | null;
  rh_min: number | null;
  rh_max: number | null;
  co2_min: number | null;
  co2_max: number | null;
  light_hours_min: number | null;
  light_hours_max: number | null;
  dli_min: number | null;
  dli_max: number | null;
};

/** One hour of one quantity (several sensors of an area already averaged). */
export type HourValue = { avg: number; min: number; max: number };
export type Stat = { avg: number; min: number; max: number; hours: number; in_target_pct: number | null };

/** Mol per m² of light from hourly average PPFDs (µmol/m²/s × 3600 s / 10⁶). */
export const dliOf = (hourlyPpfd: readonly number[]) => hourlyPpfd.reduce((a, v) => a + Math.max(0, v), 0) * 0.0036;
export const lightHoursOf = (hourlyPpfd: readonly number[]) => hourlyPpfd.filter((v) => v >= LIGHT_ON_PPFD).length;

const inRange = (v: number, lo: number | null, hi: number | null) => (lo === null || v >= lo) && (hi === null || v <= hi);
const pct = (n: number, of: number) => Math.round((n / of) * 10000) / 100;

/** Average/min/max of hourly values, and the share of hours whose average stayed within [lo, hi]. */
export function statOf(hours: readonly HourValue[], lo: number | null = null, hi: number | null = null): Stat | null {
  if (hours.length === 0) return null;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  let ok = 0;
  for (const h of hours) {
    sum += h.avg;
    min = Math.min(min, h.min);
    max = Math.max(max, h.max);
    if (inRange(h.avg, lo, hi)) ok += 1;
  }
  return { avg: sum / hours.length, min, max, hours: hours.length, in_target_pct: lo === null && hi === null ? null : pct(ok, hours.length) };
}

/**
 * Hours of one quantity already summed (e.g. by the database, one row per area and day instead of one per hour):
 * how many, the sum and extremes of their averages, how many stayed within the bounds.
 */
export type HourTotals = { hours: number; sum: number; min: number; max: number; in_target: number };

/** `statOf` from totals of groups of hours: the same figures without the hours themselves. `checked`: bounds were given. */
export function statOfTotals(parts: readonly HourTotals[], checked: boolean): Stat | null {
  const hours = parts.reduce((a, p) => a + p.hours, 0);
  if (hours === 0) return null;
  const sum = parts.reduce((a, p) => a + p.sum, 0);
  const ok = parts.reduce((a, p) => a + p.in_target, 0);
  return {
    avg: sum / hours,
    min: Math.min(...parts.filter((p) => p.hours > 0).map((p) => p.min)),
    max: Math.max(...parts.filter((p) => p.hours > 0).map((p) => p.max)),
    hours,
    in_target_pct: checked ? pct(ok, hours) : null,
  };
}

export type DayLight = { light_hours: number; dli: number };
export type LightStat = { days: number; light_hours_avg: number; dli_avg: number; dli_min: number; dli_max: number; in_target_pct: number | null };

/** Light per day (each day's hourly PPFDs), against the light-hour and DLI targets. Only whole days should be passed. */
export function lightStatOf(days: readonly (readonly number[])[], t: LightTargets | null): LightStat | null {
  return lightStatOfDays(
    days.map((d) => ({ light_hours: lightHoursOf(d), dli: dliOf(d) })),
    t,
  );
}

type LightTargets = Pick<ClimateTargets, 'light_hours_min' | 'light_hours_max' | 'dli_min' | 'dli_max'>;

/** `lightStatOf` of days whose light hours and DLI are already known. */
export function lightStatOfDays(per: readonly DayLight[], t: LightTargets | null): LightStat | null {
  if (per.length === 0) return null;
  const checked = t !== null && [t.light_hours_min, t.light_hours_max, t.dli_min, t.dli_max].some((v) => v !== null);
  const ok = t === null ? 0 : per.filter((d) => inRange(d.light_hours, t.light_hours_min, t.light_hours_max) && inRange(d.dli, t.dli_min, t.dli_max)).length;
  return {
    days: per.length,
    light_hours_avg: per.reduce((a, d) => a + d.light_hours, 0) / per.length,
    dli_avg: per.reduce((a, d) => a + d.dli, 0) / per.length,
    dli_min: Math.min(...per.map((d) => d.dli)),
    dli_max: Math.max(...per.map((d) => d.dli)),
    in_target_pct: checked ? pct(ok, per.length) : null,
  };
}
