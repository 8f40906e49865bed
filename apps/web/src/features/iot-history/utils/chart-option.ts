import { formatFactoryTime, formatValue, formatValueWithUnit } from '@pfs/domain';
import { factoryTimeLabel, valueAxisBounds } from '@/components/echart/axes';
import type { EChartOption } from '@/components/echart/echart-option';

/** One line of the chart: a point's values on a time axis, with an optional min/max band. */
export type ChartLine = { key: number; label: string; unit: string; quantity?: string; t: number[]; v: number[]; min?: number[]; max?: number[] };

const PALETTE = ['#4096ff', '#52c41a', '#faad14', '#eb2f96', '#13c2c2', '#722ed1', '#fa541c', '#a0d911', '#2f54eb', '#f5222d'];

/**
 * Lines with one y-axis per unit (alternating left/right), a shaded min–max band behind each line,
 * zoom by slider and wheel, and a tooltip listing every line with its unit and range.
 */
export function historyChartOption(lines: ChartLine[], opts: { band?: boolean; timeFormat?: string; compact?: boolean; span?: readonly [number, number] } = {}): EChartOption {
  const units = [...new Set(lines.map((l) => l.unit))];
  const axisOf = (unit: string) => units.indexOf(unit);
  const series: NonNullable<EChartOption['series']> = [];
  lines.forEach((l, i) => {
    const color = PALETTE[i % PALETTE.length]!;
    const yAxisIndex = axisOf(l.unit);
    // Past a few lines the bands cover each other; the tooltip still gives each range.
    const hasBand = opts.band && lines.length <= 4 && l.min && l.max && l.min.length === l.t.length;
    if (hasBand) {
      // Stacked pair: an invisible base at min, then (max − min) filled on top of it.
      series.push({ id: `lo-${l.key}`, name: l.label, type: 'line', yAxisIndex, stack: `band-${l.key}`, symbol: 'none', lineStyle: { opacity: 0 }, tooltip: { show: false }, data: l.t.map((t, j) => [t, l.min![j]]), silent: true });
      series.push({ id: `hi-${l.key}`, name: l.label, type: 'line', yAxisIndex, stack: `band-${l.key}`, symbol: 'none', lineStyle: { opacity: 0 }, areaStyle: { color, opacity: 0.15 }, tooltip: { show: false }, data: l.t.map((t, j) => [t, l.max![j]! - l.min![j]!]), silent: true });
    }
    series.push({ id: `v-${l.key}`, name: l.label, type: 'line', yAxisIndex, showSymbol: l.t.length < 60, symbolSize: 5, sampling: 'lttb', lineStyle: { width: 1.6 }, color, data: l.t.map((t, j) => [t, l.v[j]]) });
  });
  const byId = new Map(lines.map((l) => [`v-${l.key}`, l]));
  const onAxis = (u: string) => lines.filter((l) => l.unit === u);
  const timeText = (ms: number) => formatFactoryTime(ms, opts.timeFormat);
  const axisBounds = (u: string, i: number) => {
    const b = valueAxisBounds(onAxis(u).flatMap((l) => [...l.v, ...(opts.band && l.min && l.max ? [...l.min, ...l.max] : [])]), u, onAxis(u)[0]?.quantity);
    // Further axes align their ticks to the first (alignTicks): a fixed step of their own would fight it.
    return i === 0 ? b : { ...b, interval: undefined };
  };
  return {
    backgroundColor: 'transparent',
    color: PALETTE,
    // Phone: only the first unit's axis is drawn (the tooltip still gives every value), so the lines keep the width.
    grid: opts.compact ? { left: 52, right: 12, top: 48, bottom: 72 } : { left: 16 + Math.ceil(units.length / 2) * 56, right: 16 + Math.floor(units.length / 2) * 56, top: 48, bottom: 72 },
    legend: { top: 4, type: 'scroll', data: lines.map((l) => l.label) },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'cross', label: { formatter: (p: { axisDimension?: string; value: unknown }) => (p.axisDimension === 'x' ? timeText(Number(p.value)) : String(Math.round(Number(p.value) * 100) / 100)) } },
      formatter: (raw: unknown) => {
        const items = (Array.isArray(raw) ? raw : [raw]) as { seriesId?: string; dataIndex: number; marker: string; axisValue: number }[];
        const rows = items.flatMap((p) => {
          const l = byId.get(p.seriesId ?? '');
          if (!l) return [];
          const i = p.dataIndex;
          const range = opts.band && l.min && l.max ? `<span style="opacity:.65">（${formatValue(l.min[i], l.unit, l.quantity)} ~ ${formatValue(l.max[i], l.unit, l.quantity)}）</span>` : '';
          return [`${p.marker}${l.label}：<b>${formatValueWithUnit(l.v[i], l.unit, l.quantity)}</b>${range}`];
        });
        return [`<div style="margin-bottom:4px">${timeText(Number(items[0]?.axisValue))}</div>`, ...rows].join('<br/>');
      },
    },
    // The asked-for span, not just where readings are: a first hour of data is not stretched over days.
    xAxis: { type: 'time', min: opts.span?.[0], max: opts.span?.[1], axisLabel: { hideOverlap: true, formatter: factoryTimeLabel } },
    yAxis: units.map((u, i) => ({
      type: 'value',
      name: u || '数值',
      scale: true,
      // A flat signal keeps the unit's minimum span; labels take the unit's decimals.
      ...axisBounds(u, i),
      show: !opts.compact || i === 0,
      position: i % 2 === 0 ? 'left' : 'right',
      offset: Math.floor(i / 2) * 56,
      alignTicks: true,
      splitLine: { show: i === 0, lineStyle: { opacity: 0.25 } },
    })),
    dataZoom: [
      { type: 'inside', xAxisIndex: 0 },
      { type: 'slider', xAxisIndex: 0, height: 22, bottom: 16 },
    ],
    series,
  };
}
