import { useMemo } from 'react';
import { Flex, Grid, Table } from 'antd';
import { PageContainer } from '@/components/page-container';
import { ListExportButton } from '@/components/list-export-button';
import { TimeRangePicker } from '@/components/time-range-picker';
import { useCurrentFid } from '@/lib/auth-store';
import type { RangeSpec } from '@/lib/view-params/range-param';
import { useRangeParam } from '@/lib/view-params/use-range-param';
import { exportWtHistory, useWtHourlyHistory } from '../api/get-wt-history';
import { ChartBlock } from '../components/chart-block';
import { hourColumns } from '../components/hour-columns';
import { hourlyChartOption } from '../utils/weather-charts';

const RANGE: RangeSpec = { mode: 'day', presets: ['today', 'last3', 'last7', 'last30'] };

function HourlyHistory({ fid }: { fid: number }) {
  const range = useRangeParam(RANGE, { preset: 'last3' });
  const body = { fid, start_day: range.resolved.startDay, end_day: range.resolved.endDay };
  const q = useWtHourlyHistory(body);
  const items = useMemo(() => q.data?.items ?? [], [q.data]);
  const compact = !Grid.useBreakpoint().md;
  const option = useMemo(() => hourlyChartOption(items, compact), [items, compact]);
  return (
    <>
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        <TimeRangePicker mode="day" presets={RANGE.presets} value={range.value} now={range.now} onChange={(v) => v && range.set(v)} />
        <ListExportButton run={() => exportWtHistory('hourly', body)} disabled={!items.length} />
      </Flex>
      <ChartBlock option={option} loading={q.isFetching} error={q.isError} empty={!items.length} label="逐小时历史天气" />
      <Table rowKey="t" size="small" columns={hourColumns} dataSource={[...items].reverse()} loading={q.isFetching} scroll={{ x: 1100 }} pagination={{ defaultPageSize: 24, showSizeChanger: true, showTotal: (t) => `共 ${t} 小时` }} />
    </>
  );
}

export default function WtHourlyHistoryPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="历史天气（小时）" description="工厂所在地每小时的天气观测（最多查询 31 天）。">
      <HourlyHistory fid={fid} />
    </PageContainer>
  );
}
