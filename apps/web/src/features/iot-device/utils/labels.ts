import { POINT_KIND_LABELS } from '@pfs/domain/iot-device';

export const KIND_OPTIONS = Object.entries(POINT_KIND_LABELS).map(([value, label]) => ({ value, label }));
export const KIND_COLORS = { sensor: 'blue', switch: 'gold', meter: 'purple' } as const;

/** Spec §3: levels 0 and 5 are severe. */
export const LEVEL_OPTIONS = Array.from({ length: 10 }, (_x, l) => ({ value: l, label: `${l} 级${l === 0 || l === 5 ? '（严重）' : ''}` }));
