import dayjs from 'dayjs';
import type { SiStatsRow } from '@pfs/domain/si';
import { axisChartBase, type EChartOption } from '@/components/echart/echart-option';

/** A day row's key is its day; the axis shows month/day. */
const dayOf = (r: SiStatsRow) => (/^\d{4}-\d{2}-\d{2}$/.test(r.key) ? r.key.slice(5) : r.label);

const emptyDay = (day: string): SiStatsRow => {
  const none = { completion_rate: null, on_time_rate: null, err_rate: null, avg_handle_hours: null };
  return { key: day, label: day, plans: 0, done: 0, on_time: 0, overdue: 0, items: 0, err_ct: 0, cases_handled: 0, ...none };
};

/** Every day from `from` to `to` (inclusive, at most a year), a day the statistics left out being empty: the axis keeps its calendar. */
export function everyDay(rows: readonly SiStatsRow[], from: string, to: string): SiStatsRow[] {
  const byDay = new Map(rows.map((r) => [r.key, r]));
  const out: SiStatsRow[] = [];
  for (let d = dayjs(from); !d.isAfter(dayjs(to)) && out.length < 400; d = d.add(1, 'day')) {
    const day = d.format('YYYY-MM-DD');
    out.push(byDay.get(day) ?? emptyDay(day));
  }
  return out;
}

/** 完成率 and 按时率 by day, in %; a day without plans due has no point (a gap, not 0 %). */
export function rateChartOption(days: readonly SiStatsRow[]): EChartOption {
  return {
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: (v) => (v === null || v === undefined ? '—' : `${String(v)}%`) },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 36, bottom: 32 },
    xAxis: { type: 'category', data: days.map(dayOf), boundaryGap: false },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: [
      { name: '完成率', type: 'line', data: days.map((d) => d.completion_rate), connectNulls: false, showSymbol: days.length < 40 },
      { name: '按时率', type: 'line', data: days.map((d) => d.on_time_rate), connectNulls: false, showSymbol: days.length < 40 },
    ],
  } as EChartOption;
}

/** Items found abnormal by day (bars), with the abnormal rate of the answered items (line, right axis). */
export function errChartOption(days: readonly SiStatsRow[]): EChartOption {
  return {
    ...axisChartBase({ left: 40, right: 48, top: 36, bottom: 32 }),
    xAxis: { type: 'category', data: days.map(dayOf) },
    yAxis: [
      { type: 'value', name: '项次', minInterval: 1 },
      { type: 'value', name: '%', min: 0, splitLine: { show: false } },
    ],
    series: [
      { name: '异常项次', type: 'bar', data: days.map((d) => d.err_ct), itemStyle: { color: '#f5222d' } },
      { name: '异常率', type: 'line', yAxisIndex: 1, data: days.map((d) => d.err_rate), connectNulls: false, showSymbol: false },
    ],
  } as EChartOption;
}
