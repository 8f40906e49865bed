import type { EChartOption } from '@/components/echart/echart-option';

type DayCounts = { day: string; user_log_ct: number; page_visit_ct: number; fac_evt_ct: number };

export const LOG_SERIES = [
  { key: 'user_log_ct', name: '操作日志', color: '#409eff' },
  { key: 'fac_evt_ct', name: '工厂事件', color: '#e6a23c' },
  { key: 'page_visit_ct', name: '页面访问', color: '#67c23a' },
] as const;

/** 'YYYY-MM-DD' → 'MM-DD' for the axis; anything else is shown as it is. */
export const dayLabel = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? day.slice(5) : day);

/**
 * Counts per day as a chart: operations and factory events as bars on the left axis, page visits
 * (usually far more numerous) as a line on the right axis. Colours are fixed so both themes agree.
 */
export function buildLogStatsOption(days: readonly DayCounts[]): EChartOption {
  return {
    backgroundColor: 'transparent',
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, data: LOG_SERIES.map((s) => s.name) },
    grid: { left: 8, right: 8, top: 48, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: days.map((d) => dayLabel(d.day)), axisTick: { alignWithLabel: true } },
    yAxis: [
      { type: 'value', name: '条数', minInterval: 1 },
      { type: 'value', name: '访问', minInterval: 1, splitLine: { show: false } },
    ],
    series: LOG_SERIES.map((s) =>
      s.key === 'page_visit_ct'
        ? { name: s.name, type: 'line' as const, yAxisIndex: 1, smooth: true, smoothMonotone: 'x', symbolSize: 6, color: s.color, data: days.map((d) => d[s.key]) }
        : { name: s.name, type: 'bar' as const, yAxisIndex: 0, barMaxWidth: 18, color: s.color, data: days.map((d) => d[s.key]) },
    ),
  };
}
