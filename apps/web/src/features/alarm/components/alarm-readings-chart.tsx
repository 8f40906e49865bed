import { useMemo } from 'react';
import { Empty } from 'antd';
import { EChart } from '@/components/echart/echart';
import type { AlarmDetail } from '../api/get-fac-alarm-detail';
import { alarmChartOption } from '../utils/alarm-chart-option';

/** The point's readings around the alarm: limits as mark lines, the alarm's time span shaded. */
export function AlarmReadingsChart({ d }: { d: AlarmDetail }) {
  const option = useMemo(() => alarmChartOption(d), [d]);
  if (d.readings.length === 0) return <Empty description="告警前后 30 分钟内没有读数" />;
  return <EChart option={option} height={300} label={`${d.point?.name ?? ''} 告警前后读数`} />;
}
