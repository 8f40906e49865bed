import { PLANT_PHASE_LABELS, type PlantPhase } from '@pfs/domain';
import { PHASE_ORDER } from '@pfs/domain/plant';
import type { EChartOption } from '@/components/echart/echart-option';
import type { CycleStats } from '../api/get-plant-cycle-stats';
import { PHASE_COLORS } from './plant-format';

export const specName = (s: { crop: string; variety: string }) => (s.variety ? `${s.crop}（${s.variety}）` : s.crop);

/** The phases any spec of the statistics has, in the canonical order. */
export const cyclePhases = (stats: CycleStats): PlantPhase[] => PHASE_ORDER.filter((ph) => stats.some((s) => s.phases.some((p) => p.phase === ph)));

/**
 * Two stacked bars per crop spec: planned days per phase (light) beside the average actual days (solid), so a
 * phase that runs long shows as a taller block of its colour on the right.
 */
export function cycleChartOption(stats: CycleStats, compact = false): EChartOption {
  const phases = cyclePhases(stats);
  const names = stats.map(specName);
  const days = (ph: PlantPhase, k: 'planned_days' | 'actual_avg') => stats.map((s) => s.phases.find((p) => p.phase === ph)?.[k] ?? null);
  return {
    animation: false,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v) => (v === null || v === undefined ? '—' : `${v as number} 天`) },
    legend: { top: 0, data: phases.map((p) => PLANT_PHASE_LABELS[p]) },
    grid: { left: 48, right: 16, top: compact ? 72 : 48, bottom: compact ? 64 : 40 },
    xAxis: { type: 'category', data: names, axisLabel: { interval: 0, rotate: compact && names.length > 2 ? 30 : 0 } },
    yAxis: { type: 'value', name: '天', minInterval: 1 },
    series: phases.flatMap((ph) => [
      {
        name: PLANT_PHASE_LABELS[ph],
        type: 'bar' as const,
        stack: 'plan',
        barMaxWidth: 36,
        data: days(ph, 'planned_days'),
        itemStyle: { color: PHASE_COLORS[ph], opacity: 0.35 },
      },
      {
        name: PLANT_PHASE_LABELS[ph],
        type: 'bar' as const,
        stack: 'actual',
        barMaxWidth: 36,
        data: days(ph, 'actual_avg'),
        itemStyle: { color: PHASE_COLORS[ph] },
      },
    ]),
  };
}
