import { useMemo } from 'react';
import { Empty, Grid, Spin, Typography } from 'antd';
import { EChart } from '@/components/echart/echart';
import { historyChartOption, type ChartLine } from '../utils/chart-option';

/** The chart block of a history page: loading, empty and error states, then the lines. */
export function HistoryChart({ lines, loading, error, band, note, timeFormat, span, height = 380 }: { lines: ChartLine[]; loading: boolean; error?: boolean; band?: boolean; note?: string; timeFormat?: string; span?: readonly [number, number]; height?: number }) {
  const compact = !Grid.useBreakpoint().md;
  const option = useMemo(() => historyChartOption(lines, { band, timeFormat, compact, span }), [lines, band, timeFormat, compact, span]);
  const empty = lines.length === 0 || lines.every((l) => l.t.length === 0);
  return (
    <Spin spinning={loading}>
      {error ? (
        <Empty style={{ padding: 48 }} description="数据加载失败，请稍后重试" />
      ) : lines.length === 0 ? (
        <Empty style={{ padding: 48 }} description="请先选择点位" />
      ) : empty && !loading ? (
        <Empty style={{ padding: 48 }} description="所选时间范围内没有数据" />
      ) : (
        <EChart option={option} height={height} label="历史数据曲线" />
      )}
      {note && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{note}</Typography.Text>}
    </Spin>
  );
}
