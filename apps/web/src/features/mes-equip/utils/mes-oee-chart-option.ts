import type { MesOeePeriod } from '@pfs/domain/mes';
import { axisChartBase, type EChartOption } from '@/components/echart/echart-option';

/** One period of the charts: the page's machines (or the one chosen) together, as the server figures them. */
export type OeePeriod = MesOeePeriod;

const pct = (x: number | null) => (x === null ? null : Math.round(x * 1000) / 10);
/** A day shows as month/day; a week as its first day with 「周」. */
const axisLabel = (period: string, by: 'day' | 'week') => `${period.slice(5)}${by === 'week' ? ' 周' : ''}`;

/** OEE per period as bars, its three factors as lines over it (0–100 %); a period with nothing measured is a gap. */
export function oeeChartOption(periods: readonly OeePeriod[], by: 'day' | 'week'): EChartOption {
  const line = (name: string, pick: (p: OeePeriod) => number | null) => ({
    name,
    type: 'line' as const,
    data: periods.map((p) => pct(pick(p))),
    connectNulls: false,
    showSymbol: periods.length < 40,
  });
  return {
    ...axisChartBase({ left: 48, right: 16, top: 36, bottom: 32 }),
    tooltip: { trigger: 'axis', valueFormatter: (v) => (v === null || v === undefined ? '—' : `${String(v)}%`) },
    xAxis: { type: 'category', data: periods.map((p) => axisLabel(p.period, by)) },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: [
      { name: 'OEE', type: 'bar', data: periods.map((p) => pct(p.oee)), itemStyle: { color: '#1677ff' }, barMaxWidth: 28 },
      line('时间开动率', (p) => p.availability),
      line('性能开动率', (p) => p.performance),
      line('合格品率', (p) => p.quality),
    ],
  } as EChartOption;
}

/**
 * Where the planned time went per period, stacked in hours: 运行, 故障, 待机 (planned time neither run nor lost to a
 * fault), and 保养 (planned maintenance, outside the planned time).
 */
export function timeChartOption(periods: readonly OeePeriod[], by: 'day' | 'week'): EChartOption {
  const h = (min: number) => Math.round((min / 60) * 10) / 10;
  const bar = (name: string, color: string, pick: (p: OeePeriod) => number) => ({
    name,
    type: 'bar' as const,
    stack: 'time',
    data: periods.map((p) => h(pick(p))),
    itemStyle: { color },
    barMaxWidth: 28,
  });
  return {
    ...axisChartBase({ left: 48, right: 16, top: 36, bottom: 32 }),
    tooltip: { trigger: 'axis', valueFormatter: (v) => `${String(v)} 小时` },
    xAxis: { type: 'category', data: periods.map((p) => axisLabel(p.period, by)) },
    yAxis: { type: 'value', name: '小时' },
    series: [
      bar('运行', '#52c41a', (p) => p.run_min),
      bar('故障', '#f5222d', (p) => p.fault_min),
      bar('待机', '#bfbfbf', (p) => Math.max(0, p.planned_min - p.run_min - p.fault_min)),
      bar('保养', '#fa8c16', (p) => p.maint_min),
    ],
  } as EChartOption;
}
