import { formatValue, valueAxisRange, valueRule } from '@pfs/domain';

export type SparkGeometry = { points: { x: number; y: number }[]; min: number; max: number };

/**
 * Where a sparkline's points go in a width × height box: time across, value up, within the unit's minimum y-span
 * (a flat 22.01–22.03 °C stays a flat line in the middle instead of zig-zagging over the whole height).
 */
export function sparkGeometry(points: readonly [number, number][], unit: string, quantity: string | undefined, width: number, height: number, pad = 3): SparkGeometry | null {
  if (points.length < 2) return null;
  const range = valueAxisRange(points.map((p) => p[1]), valueRule(unit, quantity))!;
  const ts = points.map((p) => p[0]);
  const [t0, t1] = [Math.min(...ts), Math.max(...ts)];
  const x = (t: number) => (t1 === t0 ? width - 2 : ((t - t0) / (t1 - t0)) * (width - 4) + 2);
  const y = (v: number) => height - pad - ((v - range.min) / (range.max - range.min)) * (height - 2 * pad);
  return { points: points.map(([t, v]) => ({ x: x(t), y: y(v) })), min: range.min, max: range.max };
}

/** The hover text of a sparkline: lowest and highest reading of the hour, formatted by the unit. */
export function sparkSummary(points: readonly [number, number][], unit: string, quantity?: string) {
  const vs = points.map((p) => p[1]);
  const u = unit ? ` ${unit}` : '';
  return `近一小时：最低 ${formatValue(Math.min(...vs), unit, quantity)}${u}，最高 ${formatValue(Math.max(...vs), unit, quantity)}${u}`;
}
