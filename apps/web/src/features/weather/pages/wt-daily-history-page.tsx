import { useMemo } from 'react';
import { Flex, Table, Tag, type TableColumnsType } from 'antd';
import type { WeatherDay } from '@pfs/domain';
import { PageContainer } from '@/components/page-container';
import { ListExportButton } from '@/components/list-export-button';
import { TimeRangePicker } from '@/components/time-range-picker';
import { useCurrentFid } from '@/lib/auth-store';
import type { RangeSpec } from '@/lib/view-params/range-param';
import { useRangeParam } from '@/lib/view-params/use-range-param';
import { exportWtHistory, useWtDailyHistory } from '../api/get-wt-history';
import { ChartBlock } from '../components/chart-block';
import { dailyChartOption, RAIN_GRADE_COLORS } from '../utils/weather-charts';

const RANGE: RangeSpec = { mode: 'day', presets: ['last7', 'last30', 'last90', 'month', 'last_month', 'year', 'last12m'] };

const columns: TableColumnsType<WeatherDay> = [
  { title: '日期', dataIndex: 'day', width: 110 },
  { title: '天气', dataIndex: 'text', width: 90 },
  { title: '最高温(℃)', dataIndex: 'temp_max', width: 100, sorter: (a, b) => a.temp_max - b.temp_max },
  { title: '最低温(℃)', dataIndex: 'temp_min', width: 100, sorter: (a, b) => a.temp_min - b.temp_min },
  { title: '平均温(℃)', dataIndex: 'temp_avg', width: 100 },
  { title: '平均湿度(%)', dataIndex: 'humidity', width: 110 },
  { title: '降水量(mm)', dataIndex: 'precip', width: 110, sorter: (a, b) => a.precip - b.precip },
  { title: '降水等级', dataIndex: 'rain_grade_name', width: 100, render: (n: string, d) => (d.rain_grade ? <Tag color={RAIN_GRADE_COLORS[d.rain_grade - 1]}>{n}</Tag> : n) },
  { title: '最大风力(级)', dataIndex: 'wind_scale_max', width: 110, sorter: (a, b) => a.wind_scale_max - b.wind_scale_max },
  { title: '主导风向', dataIndex: 'wind_dir', width: 90 },
  { title: '平均气压(hPa)', dataIndex: 'pressure', width: 120 },
];

function DailyHistory({ fid }: { fid: number }) {
  const range = useRangeParam(RANGE, { preset: 'last30' });
  const body = { fid, start_day: range.resolved.startDay, end_day: range.resolved.endDay };
  const q = useWtDailyHistory(body);
  const items = useMemo(() => q.data?.items ?? [], [q.data]);
  const option = useMemo(() => dailyChartOption(items), [items]);
  return (
    <>
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        <TimeRangePicker mode="day" presets={RANGE.presets} value={range.value} now={range.now} onChange={(v) => v && range.set(v)} />
        <ListExportButton run={() => exportWtHistory('daily', body)} disabled={!items.length} />
      </Flex>
      <ChartBlock option={option} loading={q.isFetching} error={q.isError} empty={!items.length} label="逐日历史天气" />
      <Table rowKey="day" size="small" columns={columns} dataSource={[...items].reverse()} loading={q.isFetching} scroll={{ x: 1100 }} pagination={{ defaultPageSize: 31, showSizeChanger: true, showTotal: (t) => `共 ${t} 天` }} />
    </>
  );
}

export default function WtDailyHistoryPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="历史天气（日）" description="按工厂所在时区的自然日统计：最高、最低温度，降水量及其 24 小时等级，最大风力与主导风向（最多查询 366 天）。">
      <DailyHistory fid={fid} />
    </PageContainer>
  );
}
