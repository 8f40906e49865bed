import { RAIN_CHART, type RainBucket, type RainItem, type WeatherHour } from '@pfs/domain/weather';
import { formatFactoryTime } from '@pfs/domain';
import type { EChartOption } from '@/components/echart/echart-option';

/** True when the 2-hour list has no rain worth drawing: the chart gives way to 「未来无降水」. */
export const isDry = (list: readonly RainItem[]) => list.every((r) => r.precip_h < 0.05);

/** The top-bar rain chart (spec §9): rate in mm/h over the next two hours, y 0–7 labelled 小/中/大 at 1/4/7. */
export function rainChartOption(list: readonly RainItem[]): EChartOption {
  return {
    animation: false,
    grid: { left: 28, right: 8, top: 8, bottom: 20 },
    tooltip: { trigger: 'axis', valueFormatter: (v) => `${Number(v).toFixed(2)} mm/h` },
    xAxis: {
      type: 'time',
      axisLabel: { formatter: (v: number) => formatFactoryTime(v, 'HH:mm'), fontSize: 10 },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      min: 0,
      max: RAIN_CHART.yMax,
      interval: 1,
      axisLabel: { formatter: (v: number) => RAIN_CHART.labels[v] ?? '', fontSize: 10 },
      splitLine: { show: true, lineStyle: { type: 'dashed', opacity: 0.4 } },
    },
    series: [
      {
        type: 'line',
        name: '降水',
        smooth: true,
        showSymbol: false,
        areaStyle: { opacity: 0.35 },
        lineStyle: { width: 1.5 },
        color: '#409eff',
        data: list.map((r) => [r.fx_time, Math.min(RAIN_CHART.yMax, r.precip_h)]),
      },
    ],
  };
}

/** Temperature and feels-like as lines, rain as bars on a second axis: the hourly history and forecast pages. */
export function hourlyChartOption(hours: readonly WeatherHour[], compact = false): EChartOption {
  return {
    legend: { top: 0 },
    grid: { left: compact ? 36 : 48, right: compact ? 36 : 48, top: 36, bottom: 56 },
    tooltip: { trigger: 'axis' },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    xAxis: { type: 'time', axisLabel: { formatter: (v: number) => formatFactoryTime(v, 'MM-DD HH:mm') } },
    yAxis: [
      { type: 'value', name: '°C', scale: true },
      { type: 'value', name: 'mm', min: 0, splitLine: { show: false } },
    ],
    series: [
      { type: 'line', name: '温度', showSymbol: false, smooth: true, data: hours.map((h) => [h.t, h.temp]), color: '#f56c6c' },
      { type: 'line', name: '体感温度', showSymbol: false, smooth: true, lineStyle: { type: 'dashed' }, data: hours.map((h) => [h.t, h.feels_like]), color: '#e6a23c' },
      { type: 'bar', name: '降水', yAxisIndex: 1, data: hours.map((h) => [h.t, h.precip]), color: '#409eff' },
    ],
  };
}

/** Daily max/min temperatures and the day's rain. */
export function dailyChartOption(days: readonly { day: string; temp_max: number; temp_min: number; precip: number }[]): EChartOption {
  const x = days.map((d) => d.day);
  return {
    legend: { top: 0 },
    grid: { left: 48, right: 48, top: 36, bottom: 56 },
    tooltip: { trigger: 'axis' },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    xAxis: { type: 'category', data: x },
    yAxis: [
      { type: 'value', name: '°C', scale: true },
      { type: 'value', name: 'mm', min: 0, splitLine: { show: false } },
    ],
    series: [
      { type: 'line', name: '最高温', showSymbol: false, data: days.map((d) => d.temp_max), color: '#f56c6c' },
      { type: 'line', name: '最低温', showSymbol: false, data: days.map((d) => d.temp_min), color: '#409eff' },
      { type: 'bar', name: '降水量', yAxisIndex: 1, data: days.map((d) => d.precip), color: '#67c23a' },
    ],
  };
}

/** Grade colours from 零星小雨 to 特大暴雨. */
export const RAIN_GRADE_COLORS = ['#bfbfbf', '#91d5ff', '#40a9ff', '#1677ff', '#faad14', '#fa541c', '#cf1322'] as const;

/** Rain buckets as bars coloured by grade. */
export function rainHistoryOption(items: readonly RainBucket[]): EChartOption {
  return {
    grid: { left: 48, right: 24, top: 24, bottom: 56 },
    tooltip: { trigger: 'axis' },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    xAxis: { type: 'category', data: items.map((i) => i.label) },
    yAxis: { type: 'value', name: 'mm', min: 0 },
    series: [
      {
        type: 'bar',
        name: '降水量',
        data: items.map((i) => ({ value: i.precip, itemStyle: { color: i.grade ? RAIN_GRADE_COLORS[i.grade - 1] : '#d9d9d9' } })),
      },
    ],
  };
}
