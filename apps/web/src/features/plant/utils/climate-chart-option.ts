import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { type BatchClimate } from '@pfs/domain/plant';
import type { EChartOption } from '@/components/echart/echart-option';
import { PHASE_COLORS } from './plant-format';

type Targets = NonNullable<BatchClimate['phases'][number]['targets']>;
type Metric = { key: 'air_temp' | 'humidity' | 'co2' | 'dli'; name: string; unit: string; lo: keyof Targets; hi: keyof Targets; digits: number };

/** The four daily series of the batch climate chart and the target bounds each is read against. */
export const CLIMATE_METRICS: readonly Metric[] = [
  { key: 'air_temp', name: '温度', unit: '°C', lo: 'temp_min', hi: 'temp_max', digits: 1 },
  { key: 'humidity', name: '湿度', unit: '%', lo: 'rh_min', hi: 'rh_max', digits: 0 },
  { key: 'co2', name: 'CO2', unit: 'ppm', lo: 'co2_min', hi: 'co2_max', digits: 0 },
  { key: 'dli', name: 'DLI', unit: 'mol/m²/d', lo: 'dli_min', hi: 'dli_max', digits: 1 },
];

/** The days of the chart that fall inside a phase's stay (its last day while it is still there). */
function spanOf(days: readonly string[], from: string, to: string | null): [string, string] | null {
  const inside = days.filter((d) => d >= from && (to === null || d <= to));
  return inside.length ? [inside[0]!, inside.at(-1)!] : null;
}

/**
 * A value axis that shows the readings and the target bounds together (a band outside the axis would vanish or
 * fill the chart), with a tenth of the span as margin, on whole units.
 */
export function metricAxisRange(values: readonly (number | null)[], bounds: readonly (number | null | undefined)[]): { min: number; max: number } | null {
  const all = [...values, ...bounds].filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (!all.length) return null;
  const lo = Math.min(...all);
  const hi = Math.max(...all);
  const pad = (hi - lo || Math.abs(hi) || 1) * 0.1;
  return { min: Math.floor(lo - pad), max: Math.ceil(hi + pad) };
}

/**
 * Daily averages over the batch's life, one small chart per quantity stacked on a shared day axis; each phase
 * is shaded in its colour and its targets are drawn as a band (both bounds) or a line (one bound).
 */
export function climateChartOption(c: BatchClimate, compact = false): EChartOption {
  const days = c.days.map((d) => d.day);
  const n = CLIMATE_METRICS.length;
  // Four bands of equal height between a 5 % top margin and the day labels at the bottom.
  const band = 87 / n;
  const grids = CLIMATE_METRICS.map((_m, i) => ({ left: compact ? 44 : 64, right: 16, top: `${5 + i * band}%`, height: `${band - 6}%` }));
  const spans = c.phases.map((p) => ({ p, span: spanOf(days, p.from, p.to) })).filter((x) => x.span !== null) as {
    p: BatchClimate['phases'][number];
    span: [string, string];
  }[];
  const series = CLIMATE_METRICS.map((m, i) => {
    const bands = spans.flatMap(({ p, span }) => {
      const lo = p.targets?.[m.lo] ?? null;
      const hi = p.targets?.[m.hi] ?? null;
      return lo !== null && hi !== null
        ? [
            [
              { xAxis: span[0], yAxis: lo as number },
              { xAxis: span[1], yAxis: hi as number },
            ],
          ]
        : [];
    });
    const lines = spans.flatMap(({ p, span }) => {
      const lo = p.targets?.[m.lo] ?? null;
      const hi = p.targets?.[m.hi] ?? null;
      if (lo !== null && hi !== null) return [];
      const v = (lo ?? hi) as number | null;
      return v === null
        ? []
        : [
            [
              { xAxis: span[0], yAxis: v },
              { xAxis: span[1], yAxis: v },
            ],
          ];
    });
    return {
      name: m.name,
      type: 'line' as const,
      xAxisIndex: i,
      yAxisIndex: i,
      showSymbol: days.length < 40,
      connectNulls: false,
      data: c.days.map((d) => d[m.key]),
      lineStyle: { width: 1.5 },
      markArea: { silent: true, itemStyle: { color: 'rgba(82,196,26,0.12)' }, data: bands as never },
      markLine: lines.length
        ? { silent: true, symbol: 'none', lineStyle: { type: 'dashed' as const, color: '#52c41a' }, label: { show: false }, data: lines as never }
        : undefined,
    };
  });
  // Phase shading on the top chart, named, in the phase's colour.
  const phaseShade = {
    name: '阶段',
    type: 'line' as const,
    xAxisIndex: 0,
    yAxisIndex: 0,
    data: [],
    markArea: {
      silent: true,
      label: { position: 'insideTop' as const, fontSize: 11 },
      data: spans.map(({ p, span }) => [
        { name: PLANT_PHASE_LABELS[p.phase], xAxis: span[0], itemStyle: { color: PHASE_COLORS[p.phase], opacity: 0.1 } },
        { xAxis: span[1] },
      ]) as never,
    },
  };
  return {
    animation: false,
    tooltip: { trigger: 'axis', axisPointer: { link: [{ xAxisIndex: 'all' }] } },
    axisPointer: { link: [{ xAxisIndex: 'all' }] },
    grid: grids,
    xAxis: CLIMATE_METRICS.map((_m, i) => ({
      type: 'category' as const,
      gridIndex: i,
      data: days,
      boundaryGap: false,
      axisLabel: { show: i === n - 1, formatter: (d: string) => d.slice(5) },
    })),
    yAxis: CLIMATE_METRICS.map((m, i) => ({
      type: 'value' as const,
      gridIndex: i,
      ...(metricAxisRange(
        c.days.map((d) => d[m.key]),
        spans.flatMap(({ p }) => [p.targets?.[m.lo], p.targets?.[m.hi]] as (number | null | undefined)[]),
      ) ?? { scale: true }),
      name: `${m.name} ${m.unit}`,
      nameGap: 6,
      nameTextStyle: { align: 'left' as const, fontSize: 11 },
      splitNumber: 2,
    })),
    series: [phaseShade, ...series],
  } as EChartOption;
}
