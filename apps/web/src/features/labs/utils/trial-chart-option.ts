import { type TrialColumn } from '@pfs/domain/labs';
import { dayDiff } from '@pfs/domain/plant';
import { axisChartBase, type EChartOption } from '@/components/echart/echart-option';

export type ClimateKey = 'air_temp' | 'humidity' | 'co2' | 'dli';
export const CLIMATE_KEYS: readonly { key: ClimateKey; name: string; unit: string }[] = [
  { key: 'air_temp', name: '温度', unit: '°C' },
  { key: 'humidity', name: '湿度', unit: '%' },
  { key: 'co2', name: 'CO2', unit: 'ppm' },
  { key: 'dli', name: 'DLI', unit: 'mol/m²/d' },
];

/** How a batch is named in charts and headers: its variable, then its number. */
export const columnName = (c: Pick<TrialColumn, 'label' | 'batch_no'>) => `${c.label}（${c.batch_no}）`;

/** Bars of yield per dish (left axis) and per m² of dish (right axis), one group per batch. */
export function yieldChartOption(columns: readonly TrialColumn[]): EChartOption {
  return {
    ...axisChartBase({ left: 56, right: 56, top: 40, bottom: 64 }),
    xAxis: { type: 'category', data: columns.map(columnName), axisLabel: { interval: 0, width: Math.max(60, 360 / Math.max(1, columns.length)), overflow: 'break' } },
    yAxis: [
      { type: 'value', name: 'kg/盘', nameGap: 8 },
      { type: 'value', name: 'kg/m²', nameGap: 8, splitLine: { show: false } },
    ],
    series: [
      { name: '单盘产量', type: 'bar', data: columns.map((c) => c.kg_per_dish), label: { show: true, position: 'top' } },
      { name: '每平方米产量', type: 'bar', yAxisIndex: 1, data: columns.map((c) => c.kg_per_m2), label: { show: true, position: 'top' } },
      { name: '规格预期', type: 'line', data: columns.map((c) => c.expected_kg_per_dish), symbol: 'diamond', lineStyle: { type: 'dashed' } },
    ],
  } as EChartOption;
}

/**
 * One line per batch of a daily climate value, laid on the day of cultivation (day 1 = sowing) so batches sown
 * on different dates compare phase by phase.
 */
export function climateLineData(columns: readonly TrialColumn[], key: ClimateKey): { days: number[]; series: { name: string; data: (number | null)[] }[] } {
  const at = columns.map((c) => new Map(c.days.map((d) => [dayDiff(c.sow_date, d.day) + 1, d[key]])));
  const last = Math.max(0, ...at.flatMap((m) => [...m.keys()]));
  const days = Array.from({ length: last }, (_, i) => i + 1);
  return { days, series: columns.map((c, i) => ({ name: columnName(c), data: days.map((d) => at[i]!.get(d) ?? null) })) };
}

export function climateChartOption(columns: readonly TrialColumn[], key: ClimateKey): EChartOption {
  const m = CLIMATE_KEYS.find((x) => x.key === key)!;
  const { days, series } = climateLineData(columns, key);
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 56, right: 24, top: 40, bottom: 40 },
    xAxis: { type: 'category', data: days.map((d) => `第${d}天`), boundaryGap: false },
    yAxis: { type: 'value', name: `${m.name} ${m.unit}`, nameGap: 8, scale: true },
    series: series.map((s) => ({ ...s, type: 'line', showSymbol: days.length < 40, connectNulls: false })),
  } as EChartOption;
}
