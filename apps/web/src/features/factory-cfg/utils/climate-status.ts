import type { AreaDetail, ClimateTargetsView } from '@pfs/domain/factory-cfg';
import { rangeText } from './climate-targets-form';

type Reading = AreaDetail['climate'][number];
/** Which target pair a live reading is compared with (light is judged per day: hours and DLI, not a reading). */
const TARGET_OF: Record<string, 'temp' | 'rh' | 'co2' | undefined> = { air_temp: 'temp', humidity: 'rh', co2: 'co2' };

export type ClimateStatus = { target: string | null; state: 'ok' | 'low' | 'high' | 'none' };

/** A live reading against its area kind's target: inside, below, above, or no target set. */
export function climateStatus(r: Reading, t: ClimateTargetsView | null): ClimateStatus {
  const key = TARGET_OF[r.quantity];
  if (!key || !t) return { target: null, state: 'none' };
  const lo = t[`${key}_min`];
  const hi = t[`${key}_max`];
  const target = rangeText(lo, hi, r.unit);
  if (target === null) return { target: null, state: 'none' };
  if (lo !== null && r.value < lo) return { target, state: 'low' };
  if (hi !== null && r.value > hi) return { target, state: 'high' };
  return { target, state: 'ok' };
}
