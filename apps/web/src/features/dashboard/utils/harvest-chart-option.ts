import type { EChartOption } from '@/components/echart/echart-option';
import type { StatsEmbed } from '../api/get-stats-embed';
import { monthDay } from './dashboard-format';

/** kg per day over the two windows: the 7 days before in grey, the last 7 days in green. */
export function harvestDaysOption(h: NonNullable<StatsEmbed['planting']>['harvest']): EChartOption {
  return {
    animation: false,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v) => `${v as number} kg` },
    grid: { left: 48, right: 12, top: 16, bottom: 24 },
    xAxis: { type: 'category', data: h.days.map((d) => monthDay(d.date)) },
    yAxis: { type: 'value', name: 'kg' },
    series: [
      {
        name: '采收',
        type: 'bar' as const,
        barMaxWidth: 18,
        data: h.days.map((d) => ({ value: d.kg, itemStyle: { color: d.date >= h.recent.from ? '#389e0d' : 'rgba(140,140,140,0.55)' } })),
      },
    ],
  };
}
