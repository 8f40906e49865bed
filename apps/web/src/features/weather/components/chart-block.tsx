import { Empty, Spin } from 'antd';
import { EChart } from '@/components/echart/echart';
import type { EChartOption } from '@/components/echart/echart-option';

/** A chart with loading, error and empty states. */
export function ChartBlock({ option, loading, error, empty, label, height = 340 }: { option: EChartOption; loading: boolean; error: boolean; empty: boolean; label: string; height?: number }) {
  return (
    <Spin spinning={loading}>
      {error ? (
        <Empty style={{ padding: 48 }} description="数据加载失败，请稍后重试" />
      ) : empty && !loading ? (
        <Empty style={{ padding: 48 }} description="所选时间范围内没有天气数据" />
      ) : (
        <EChart option={option} height={height} label={label} />
      )}
    </Spin>
  );
}
