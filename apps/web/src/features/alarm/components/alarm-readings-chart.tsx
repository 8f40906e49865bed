import { useMemo } from 'react';
import { Empty } from 'antd';
import { EChart } from '../../../components/echart/echart';
import type { EChartOption } from '../../../components/echart/echart-option';
import type { AlarmDetail } from '../api/get-fac-alarm-detail';

/** The point's readings around the alarm: limits as mark lines, the alarm's time span shaded. */
export function AlarmReadingsChart({ d }: { d: AlarmDetail }) {
  const option = useMemo<EChartOption>(() => {
    const unit = d.point?.unit ?? '';
    const limits = [
      d.threshold?.high != null && { name: '上限', yAxis: d.threshold.high, label: { formatter: `上限 ${d.threshold.high}${unit}` } },
      d.threshold?.low != null && { name: '下限', yAxis: d.threshold.low, label: { formatter: `下限 ${d.threshold.low}${unit}` } },
    ].filter(Boolean) as { name: string; yAxis: number }[];
    // An open alarm lasts until now: shade up to the newest reading.
    const lastReading = d.readings.at(-1)?.[0] ?? 0;
    const end = d.closed_at ?? (lastReading > Date.parse(d.last_at) ? lastReading : d.last_at);
    return {
      backgroundColor: 'transparent',
      tooltip: { trigger: 'axis', valueFormatter: (v) => `${String(v)}${unit}` },
      grid: { left: 48, right: 72, top: 24, bottom: 56 },
      xAxis: { type: 'time', axisLabel: { hideOverlap: true } },
      yAxis: { type: 'value', scale: true, name: unit },
      dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
      series: [
        {
          type: 'line',
          name: d.point?.name ?? '读数',
          showSymbol: false,
          data: d.readings,
          markLine: { symbol: 'none', silent: true, lineStyle: { color: '#ff4d4f', type: 'dashed' }, label: { position: 'end' }, data: limits },
          markArea: { silent: true, itemStyle: { color: 'rgba(255, 77, 79, 0.12)' }, data: [[{ name: '告警期间', xAxis: d.first_at }, { xAxis: end }]] },
        },
      ],
    };
  }, [d]);
  if (d.readings.length === 0) return <Empty description="告警前后 30 分钟内没有读数" />;
  return <EChart option={option} height={300} label={`${d.point?.name ?? ''} 告警前后读数`} />;
}
