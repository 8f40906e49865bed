import type { ValueRule } from './number-format.js';

/** interval: the tick step the range was snapped to (1, 2 or 5 × 10ⁿ), so labels fall on round numbers. */
export type ValueRange = { min: number; max: number; interval: number };

/** The round step (1, 2 or 5 × 10ⁿ) nearest above a raw step. */
export function niceStep(raw: number): number {
  const p = 10 ** Math.floor(Math.log10(raw));
  const f = raw / p;
  return clean((f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * p);
}

const clean = (n: number) => Number(n.toFixed(10));

/** The rule's minimum span, or for units without one a span scaled to the value (4 % of it, at least 0.05). */
export const minSpanOf = (rule: ValueRule, mid: number) => rule.minSpan || Math.max(Math.abs(mid) * 0.04, 0.05);

/**
 * The y-range a chart or sparkline draws for readings: covers every value and every extra line to keep in view
 * (alarm limits), is at least the unit's minimum span — centred on the readings, so a flat 22.01–22.03 °C is a flat
 * line mid-height, not a wild swing — and ends on a grid of a fifth of that span, so axis labels stay round.
 * Limits get a margin, so their mark line never sits on the frame. Null without any finite number.
 */
export function valueAxisRange(values: readonly number[], rule: ValueRule, include: readonly number[] = []): ValueRange | null {
  const vs = values.filter(Number.isFinite);
  const extra = include.filter(Number.isFinite);
  if (vs.length === 0 && extra.length === 0) return null;
  const all = [...vs, ...extra];
  let lo = Math.min(...all);
  let hi = Math.max(...all);
  const vMid = vs.length ? (Math.min(...vs) + Math.max(...vs)) / 2 : (lo + hi) / 2;
  const minSpan = minSpanOf(rule, vMid);
  const step = minSpan / 5;
  if (extra.length) {
    // A limit at the edge would be drawn on the frame: leave a step of room around limits.
    if (extra.includes(lo)) lo -= step;
    if (extra.includes(hi)) hi += step;
  }
  if (hi - lo < minSpan) {
    let a = vMid - minSpan / 2;
    let b = vMid + minSpan / 2;
    if (a > lo) [a, b] = [lo, lo + minSpan];
    if (b < hi) [a, b] = [hi - minSpan, hi];
    [lo, hi] = [a, b];
  }
  const interval = niceStep((hi - lo) / 5);
  // Rounded first so float fuzz (22.6 / 0.2 = 112.999…) adds no step; a value that rounding left out gets one.
  let min = clean(Math.floor(clean(lo / interval)) * interval);
  let max = clean(Math.ceil(clean(hi / interval)) * interval);
  if (min > lo) min = clean(min - interval);
  if (max < hi) max = clean(max + interval);
  return { min, max, interval };
}

/**
 * Whether a chart must be given the range instead of scaling itself: the readings span less than the minimum
 * (noise would fill the height) or a line to keep in view lies outside them.
 */
export function needsValueRange(values: readonly number[], rule: ValueRule, include: readonly number[] = []): boolean {
  const vs = values.filter(Number.isFinite);
  if (vs.length === 0) return include.some(Number.isFinite);
  const [lo, hi] = [Math.min(...vs), Math.max(...vs)];
  return hi - lo < minSpanOf(rule, (lo + hi) / 2) || include.some((x) => Number.isFinite(x) && (x < lo || x > hi));
}
