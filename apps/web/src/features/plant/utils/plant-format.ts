import { PLANT_PHASE_LABELS, formatFactoryTime, formatKg, thousands, type PlantPhase } from '@pfs/domain';
import { type GrowingPhase } from '@pfs/domain/plant';

/**
 * One colour per phase everywhere on the planting pages (map, charts, tags): young green to ripe orange for the
 * growing phases, blue to grey for produce on its way to the store.
 */
export const PHASE_COLORS: Readonly<Record<PlantPhase, string>> = {
  sprouting: '#d4b106',
  grow_seedling: '#7cb305',
  grow: '#389e0d',
  pick: '#fa8c16',
  tmp_storage: '#1677ff',
  storage: '#8c8c8c',
};

export const phaseText = (p: PlantPhase | null | undefined) => (p ? PLANT_PHASE_LABELS[p] : '—');
export const GROWING_PHASE_OPTIONS = (['sprouting', 'grow_seedling', 'grow'] as const satisfies readonly GrowingPhase[]).map((p) => ({
  value: p,
  label: PLANT_PHASE_LABELS[p],
}));

/** Whole numbers with thousands separators (12,400 株). */
export const count = (n: number) => thousands(n);
/** kg as a scale reads it (12.5 kg, 0.12 kg): the one kg format of packages/domain. */
export const kgText = (kg: number | null | undefined) => formatKg(kg);

/** Today on the factory's clock (YYYY-MM-DD): event days are factory days, whatever the browser's zone. */
export const factoryToday = (now: number = Date.now()) => formatFactoryTime(now, 'YYYY-MM-DD');

/** A change against a previous value as a signed percentage, or null when there is nothing to compare with. */
export function changePct(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

/** A record list of ended batches (closed or deleted): one row a batch, no area filter (they stand in none now). */
export const ENDED_BATCH_LIST = { rowKey: 'batch_id', withArea: false } as const;
