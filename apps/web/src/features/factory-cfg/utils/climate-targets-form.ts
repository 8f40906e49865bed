import type { ClimateTargetsView } from '@pfs/domain/factory-cfg';
import type { AreaKind } from '@pfs/domain/plant';
import type { SaveClimateTargetsBody } from '../api/save-area-climate-targets';

export const TARGET_PAIRS = [
  { key: 'temp', label: '温度', unit: '°C', min: -20, max: 60, step: 0.5 },
  { key: 'rh', label: '湿度', unit: '%', min: 0, max: 100, step: 1 },
  { key: 'co2', label: 'CO2', unit: 'ppm', min: 0, max: 10000, step: 50 },
  { key: 'light_hours', label: '光照时数', unit: '小时/天', min: 0, max: 24, step: 0.5 },
  { key: 'dli', label: 'DLI', unit: 'mol/m²/天', min: 0, max: 100, step: 0.5 },
] as const;
export type TargetKey = (typeof TARGET_PAIRS)[number]['key'];
type Bounds = `${TargetKey}_${'min' | 'max'}`;

/** Form values: an empty input is no bound (undefined in the form, null on the wire). */
export type TargetFormValues = Partial<Record<Bounds, number | null>>;

export function toTargetForm(t: ClimateTargetsView | undefined): TargetFormValues {
  const out: TargetFormValues = {};
  for (const { key } of TARGET_PAIRS) {
    out[`${key}_min`] = t?.[`${key}_min`] ?? undefined;
    out[`${key}_max`] = t?.[`${key}_max`] ?? undefined;
  }
  return out;
}

export function toTargetsBody(fid: number, kind: AreaKind, v: TargetFormValues): SaveClimateTargetsBody {
  const b = { fid, kind } as SaveClimateTargetsBody & Record<Bounds, number | null>;
  for (const { key } of TARGET_PAIRS) {
    b[`${key}_min`] = v[`${key}_min`] ?? null;
    b[`${key}_max`] = v[`${key}_max`] ?? null;
  }
  return b;
}

/** 「18–26 °C」, 「≥ 400 ppm」, or null when neither bound is set. */
export function rangeText(lo: number | null | undefined, hi: number | null | undefined, unit: string): string | null {
  const has = (x: number | null | undefined): x is number => x !== null && x !== undefined;
  if (has(lo) && has(hi)) return `${lo}–${hi} ${unit}`;
  if (has(lo)) return `≥ ${lo} ${unit}`;
  if (has(hi)) return `≤ ${hi} ${unit}`;
  return null;
}
