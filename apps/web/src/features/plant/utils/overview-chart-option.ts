import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { GROWING_PHASES, LOSS_REASON_LABELS, type PlantOverview } from '@pfs/domain/plant';
import type { EChartOption } from '@/components/echart/echart-option';
import { PHASE_COLORS } from './plant-format';

/** Dishes standing in each area, stacked by phase, beside the area's free positions. */
export function areaOccupancyOption(areas: PlantOverview['areas'], compact = false): EChartOption {
  const names = areas.map((a) => a.name);
  return {
    animation: false,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: compact ? 64 : 88, right: 24, top: 36, bottom: 24 },
    xAxis: { type: 'value', name: '盘', minInterval: 1 },
    yAxis: { type: 'category', data: names, inverse: true },
    series: [
      ...GROWING_PHASES.map((ph) => ({
        name: PLANT_PHASE_LABELS[ph],
        type: 'bar' as const,
        stack: 'dishes',
        barMaxWidth: 22,
        itemStyle: { color: PHASE_COLORS[ph] },
        data: areas.map((a) => a.by_phase.find((x) => x.phase === ph)?.dishes ?? 0),
      })),
      {
        name: '空位',
        type: 'bar' as const,
        stack: 'dishes',
        barMaxWidth: 22,
        itemStyle: { color: 'rgba(140,140,140,0.25)' },
        data: areas.map((a) => Math.max(0, a.capacity - a.dishes)),
      },
    ],
  };
}

/** Plants lost this week by reason. */
export function lossReasonOption(losses: PlantOverview['losses']['by_reason']): EChartOption {
  return {
    animation: false,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v) => `${v as number} 株` },
    grid: { left: 72, right: 24, top: 8, bottom: 24 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: losses.map((l) => LOSS_REASON_LABELS[l.reason]), inverse: true },
    series: [{ type: 'bar', barMaxWidth: 18, itemStyle: { color: '#f5222d' }, data: losses.map((l) => l.plants) }],
  };
}
