import { clockSeconds, formatFactoryTime, formatValue, formatValueWithUnit } from '@pfs/domain';
import type { EChartOption } from '@/components/echart/echart-option';

/** Fixed palette so both themes show the same colour per series. */
export const SERIES_COLORS = ['#409eff', '#67c23a', '#e6a23c', '#f56c6c', '#9b59b6', '#1abc9c', '#ff85c0', '#a0cfff'];
const color = (i: number) => SERIES_COLORS[i % SERIES_COLORS.length]!;

type Series = { point_id: number; name: string; gw_name: string; unit: string };
export const seriesLabel = (s: Series) => `${s.gw_name} ${s.name}`;

/**
 * Hourly averages of several sensors on a time axis. Normalised: one 0–100 % axis. Otherwise one axis per
 * unit (the first two units; further units share the right axis — the page suggests normalising then).
 */
export function compareOption(hours: readonly string[], series: readonly (Series & { values: (number | null)[]; normalised: (number | null)[] | null })[], normalised: boolean): EChartOption {
  const units = [...new Set(series.map((s) => s.unit))];
  const axisOf = (unit: string) => (normalised ? 0 : Math.min(1, units.indexOf(unit)));
  const t = hours.map((h) => new Date(h).getTime());
  return {
    backgroundColor: 'transparent',
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 8, top: 40, bottom: 56, containLabel: true },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 20, bottom: 8 }],
    xAxis: { type: 'time' },
    yAxis: normalised
      ? [{ type: 'value', name: '归一化 %', min: 0, max: 100 }]
      : units.slice(0, 2).map((u, i) => ({ type: 'value' as const, name: u || '数值', scale: true, splitLine: { show: i === 0 } })),
    series: series.map((s, i) => ({
      name: seriesLabel(s),
      type: 'line' as const,
      // Few hours: show the points, or a lone hour would be invisible.
      showSymbol: hours.length <= 48,
      symbolSize: 5,
      connectNulls: false,
      color: color(i),
      yAxisIndex: axisOf(s.unit),
      tooltip: { valueFormatter: (v: unknown) => (normalised ? `${formatValue(Number(v), '%')} %` : formatValueWithUnit(v === null || v === undefined ? null : Number(v), s.unit)) },
      data: t.map((x, j) => [x, (normalised ? s.normalised : s.values)?.[j] ?? null]),
    })),
  };
}

/** Hours 0–23 of the day window (start > end wraps midnight), as [from, to] runs for the night shading. */
export function nightRuns(dayStart: string, dayEnd: string): [number, number][] {
  const a = Math.floor(clockSeconds(dayStart) / 3600);
  const b = Math.floor(clockSeconds(dayEnd) / 3600);
  if (a === b) return [];
  return a < b ? [[0, a], [b, 24]].filter(([x, y]) => y! > x!) as [number, number][] : [[b, a]];
}

export const HOUR_LABELS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

/** The average day: one line per sensor over the hours 00:00–23:00, night hours shaded. */
export function profileOption(series: readonly (Series & { hours: (number | null)[] })[], dayStart: string, dayEnd: string): EChartOption {
  const units = [...new Set(series.map((s) => s.unit))];
  const runs = nightRuns(dayStart, dayEnd);
  return {
    backgroundColor: 'transparent',
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: HOUR_LABELS, boundaryGap: false },
    yAxis: units.slice(0, 2).map((u, i) => ({ type: 'value' as const, name: u || '数值', scale: true, splitLine: { show: i === 0 } })),
    series: series.map((s, i) => ({
      name: seriesLabel(s),
      type: 'line' as const,
      smooth: true,
      color: color(i),
      yAxisIndex: Math.min(1, units.indexOf(s.unit)),
      tooltip: { valueFormatter: (v: unknown) => formatValueWithUnit(v === null || v === undefined ? null : Number(v), s.unit) },
      data: s.hours,
      ...(i === 0 && runs.length
        ? {
            markArea: {
              silent: true,
              itemStyle: { color: 'rgba(120,120,160,0.12)' },
              label: { show: true, position: 'insideTop' as const, color: '#909399' },
              data: runs.map(([x, y]) => [{ name: '夜间', xAxis: HOUR_LABELS[x] }, { xAxis: HOUR_LABELS[Math.min(23, y)] }] as [{ name: string; xAxis: string }, { xAxis: string }]),
            },
          }
        : {}),
    })),
  };
}

/** 'YYYY-MM-DD' → 'MM-DD', 'YYYY-MM' → 'YYYY年M月'. */
export const bucketLabel = (b: string) => (b.length === 10 ? b.slice(5) : `${b.slice(0, 4)}年${Number(b.slice(5, 7))}月`);

/** Consumption per day or month as bars stacked by area, with the total on top. */
export function consumptionOption(buckets: readonly string[], areas: readonly { area_name: string; values: number[] }[], totals: readonly number[], unit: string): EChartOption {
  return {
    backgroundColor: 'transparent',
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v) => formatValueWithUnit(Number(v ?? 0), unit) },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 8, top: 40, bottom: buckets.length > 31 ? 40 : 8, containLabel: true },
    dataZoom: buckets.length > 31 ? [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 6 }] : [],
    xAxis: { type: 'category', data: buckets.map(bucketLabel), axisTick: { alignWithLabel: true } },
    yAxis: { type: 'value', name: unit },
    series: [
      ...areas.map((a, i) => ({ name: a.area_name, type: 'bar' as const, stack: 'area', barMaxWidth: 36, color: color(i), data: a.values })),
      // Invisible series carrying the total label above each stack.
      { name: '合计', type: 'line' as const, data: [...totals], lineStyle: { opacity: 0 }, symbol: 'circle', symbolSize: 0, label: { show: buckets.length <= 31, position: 'top' as const, formatter: (p: { value?: unknown }) => (Number(p.value) > 0 ? formatValue(Number(p.value), unit) : '') }, color: '#909399' },
    ],
  };
}

/** Readings per hour of one gateway over the last 24 hours. */
export function gatewayRateOption(hours: readonly string[], perHour: readonly number[]): EChartOption {
  return {
    backgroundColor: 'transparent',
    tooltip: { trigger: 'axis', valueFormatter: (v) => `${v ?? 0} 条` },
    grid: { left: 8, right: 8, top: 24, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: hours.map((h) => formatFactoryTime(h, 'HH:mm')) },
    yAxis: { type: 'value', name: '读数/小时', minInterval: 1 },
    series: [{ type: 'bar', barMaxWidth: 16, color: '#409eff', data: [...perHour] }],
  };
}
