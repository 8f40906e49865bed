/**
 * Consumption from cumulative meters (kWh, m³). A meter only counts up; a drop means it was reset (replaced,
 * power loss), so the value after the drop is what it counted since the reset — never a negative consumption.
 */

export const CONSUMPTION_QUANTITIES = { kwh: '用电', m3: '用水' } as const;
export type ConsumptionQuantity = keyof typeof CONSUMPTION_QUANTITIES;
export const CONSUMPTION_UNITS: Record<ConsumptionQuantity, string> = { kwh: 'kWh', m3: 'm³' };

/** What a meter counted from reading `a` to the later reading `b`. */
export function counterStep(a: number, b: number): number {
  if (b >= a) return b - a;
  return Math.max(0, b);
}

/** A run of readings of one meter: its first and last value (an hourly or daily rollup row). */
export type CounterSpan = { key: string; first: number; last: number };

/**
 * Consumption per key (day, month…) of consecutive spans of one meter, in time order. A span's consumption
 * runs from the previous reading (the previous span's last, or `before` — the last reading ahead of the
 * range) to its own last; without any earlier reading the span's first is the base.
 */
export function consumptionByKey(spans: readonly CounterSpan[], before: number | null = null): Map<string, number> {
  const out = new Map<string, number>();
  let prev = before;
  for (const s of spans) {
    const used = (prev === null ? 0 : counterStep(prev, s.first)) + counterStep(s.first, s.last);
    out.set(s.key, (out.get(s.key) ?? 0) + used);
    prev = s.last;
  }
  return out;
}

/** Rounds away floating-point noise of summed meter readings (meters report at most 4 decimals). */
export const roundConsumption = (v: number) => Math.round(v * 1e6) / 1e6;

/** Calendar month of a YYYY-MM-DD day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** Every day from `start` to `end` inclusive (YYYY-MM-DD), so days without readings show as 0. */
export function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  const d = new Date(`${start}T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`).getTime();
  while (d.getTime() <= last && out.length <= 3700) {
    out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

/** Every calendar month (YYYY-MM) touched by the days from `start` to `end`. */
export function monthsBetween(start: string, end: string): string[] {
  return [...new Set(daysBetween(start, end).map(monthOf))];
}
