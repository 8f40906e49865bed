/**
 * Colours of readings against alarm limits, shared by the alarm pages, their charts and the extreme list:
 * high (above the upper limit, a day's maximum) red, low (below the lower limit, a day's minimum) blue.
 */
export const HIGH_COLOR = '#ff4d4f';
export const LOW_COLOR = '#4096ff';

/** A reading's colour against the limits: red above the high one, blue below the low one, else none. */
export const limitColor = (v: number, high: number | null | undefined, low: number | null | undefined) =>
  high != null && v > high ? HIGH_COLOR : low != null && v < low ? LOW_COLOR : undefined;
