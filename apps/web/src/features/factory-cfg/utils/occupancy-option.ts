import type { EChartOption } from '@/components/echart/echart-option';

/**
 * Dishes standing in the area at the end of each of the last 30 days, against its positions: bars above the
 * capacity line would mean a broken rule, so the line is always inside the axis.
 */
export function occupancyOption(days: readonly { date: string; dishes: number }[], capacity: number): EChartOption {
  const max = Math.max(capacity, ...days.map((d) => d.dishes), 1);
  return {
    backgroundColor: 'transparent',
    tooltip: {
      trigger: 'axis',
      formatter: (raw: unknown) => {
        const p = (Array.isArray(raw) ? raw[0] : raw) as { axisValue: string; value: number } | undefined;
        if (!p) return '';
        const free = capacity > 0 ? `，空位 ${Math.max(0, capacity - p.value)}` : '';
        return `${p.axisValue}<br/>${p.value} 盘${free}`;
      },
    },
    grid: { left: 48, right: 24, top: 32, bottom: 32 },
    xAxis: { type: 'category', data: days.map((d) => d.date.slice(5)), axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', name: '盘', minInterval: 1, max: Math.ceil(max * 1.1) },
    series: [
      {
        type: 'bar',
        name: '盘数',
        data: days.map((d) => d.dishes),
        itemStyle: { color: '#52c41a' },
        markLine:
          capacity > 0
            ? {
                symbol: 'none',
                silent: true,
                lineStyle: { type: 'dashed', color: '#fa8c16' },
                label: { formatter: `容量 ${capacity}`, position: 'insideEndTop' },
                data: [{ yAxis: capacity }],
              }
            : undefined,
      },
    ],
  };
}
