import { formatFactoryTime, formatValueWithUnit } from '@pfs/domain';
import { HIGH_COLOR, LOW_COLOR } from '@/components/echart/alarm-colors';
import { factoryTimeLabel, valueAxisBounds } from '@/components/echart/axes';
import type { EChartOption } from '@/components/echart/echart-option';
import type { AlarmDetail } from '../api/get-fac-alarm-detail';

type ChartInput = Pick<AlarmDetail, 'point' | 'threshold' | 'readings' | 'first_at' | 'last_at' | 'closed_at'>;

/**
 * The point's readings around the alarm: the high/low limits as mark lines kept inside the y-axis (a reading of
 * 24 °C with a 30 °C limit still shows the limit), the alarm's time span shaded, times on the factory clock.
 */
export function alarmChartOption(d: ChartInput): EChartOption {
  const unit = d.point?.unit ?? '';
  const high = d.threshold?.high ?? null;
  const low = d.threshold?.low ?? null;
  const limit = (name: string, v: number, color: string) => ({ name, yAxis: v, lineStyle: { color }, label: { formatter: `${name} ${formatValueWithUnit(v, unit)}`, color } });
  const limits = [high !== null && limit('上限', high, HIGH_COLOR), low !== null && limit('下限', low, LOW_COLOR)].filter((x) => x !== false);
  // An open alarm lasts until now: shade up to the newest reading.
  const lastReading = d.readings.at(-1)?.[0] ?? 0;
  const end = d.closed_at ?? (lastReading > Date.parse(d.last_at) ? lastReading : d.last_at);
  const values = d.readings.map((r) => r[1]);
  return {
    backgroundColor: 'transparent',
    tooltip: {
      trigger: 'axis',
      formatter: (raw: unknown) => {
        const p = (Array.isArray(raw) ? raw[0] : raw) as { value: [number, number]; marker: string } | undefined;
        return p ? `${formatFactoryTime(p.value[0])}<br/>${p.marker}${formatValueWithUnit(p.value[1], unit)}` : '';
      },
    },
    grid: { left: 56, right: 88, top: 28, bottom: 56 },
    xAxis: { type: 'time', axisLabel: { hideOverlap: true, formatter: factoryTimeLabel } },
    yAxis: {
      type: 'value',
      scale: true,
      name: unit,
      ...valueAxisBounds(values, unit, undefined, [high, low].filter((x): x is number => x !== null)),
    },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    series: [
      {
        type: 'line',
        name: d.point?.name ?? '读数',
        showSymbol: false,
        data: d.readings,
        markLine: { symbol: 'none', silent: true, lineStyle: { type: 'dashed' }, label: { position: 'end' }, data: limits },
        markArea: { silent: true, itemStyle: { color: 'rgba(255, 77, 79, 0.12)' }, data: [[{ name: '告警期间', xAxis: d.first_at }, { xAxis: end }]] },
      },
    ],
  };
}
