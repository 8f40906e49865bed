import { useMemo } from 'react';
import { Flex, Segmented, Statistic, Table, Tag, type TableColumnsType } from 'antd';
import type { RainBucket } from '@pfs/domain/weather';
import { PageContainer } from '@/components/page-container';
import { TimeRangePicker } from '@/components/time-range-picker';
import { useCurrentFid } from '@/lib/auth-store';
import type { RangeSpec } from '@/lib/view-params/range-param';
import { useRangeParam } from '@/lib/view-params/use-range-param';
import { useSearchParams } from 'react-router';
import { useRainHistory } from '../api/get-rain-history';
import { ChartBlock } from '../components/chart-block';
import { RAIN_GRADE_COLORS, rainHistoryOption } from '../utils/weather-charts';

const RANGE: RangeSpec = { mode: 'day', presets: ['last7', 'last30', 'last90', 'month', 'year', 'last12m'] };

const columns: TableColumnsType<RainBucket> = [
  { title: '时间', dataIndex: 'label', width: 160 },
  { title: '降水量(mm)', dataIndex: 'precip', width: 120, sorter: (a, b) => a.precip - b.precip },
  { title: '等级', dataIndex: 'grade_name', width: 120, render: (n: string, r) => (r.grade ? <Tag color={RAIN_GRADE_COLORS[r.grade - 1]}>{n}</Tag> : n) },
];

function RainHistoryView({ fid }: { fid: number }) {
  const [params, setParams] = useSearchParams();
  const grain = params.get('grain') === 'hour' ? 'hour' : 'day';
  const range = useRangeParam(RANGE, { preset: 'last30' });
  const q = useRainHistory({ fid, start_day: range.resolved.startDay, end_day: range.resolved.endDay, grain });
  const items = useMemo(() => q.data?.items ?? [], [q.data]);
  const option = useMemo(() => rainHistoryOption(items), [items]);
  const setGrain = (g: string) =>
    setParams((p) => {
      p.set('grain', g);
      return p;
    });
  return (
    <>
      <Flex wrap gap={12} style={{ marginBottom: 16 }} align="center">
        <Segmented value={grain} onChange={(v) => setGrain(String(v))} options={[{ label: '按日（24 小时等级）', value: 'day' }, { label: '按小时（1 小时等级）', value: 'hour' }]} />
        <TimeRangePicker mode="day" presets={RANGE.presets} value={range.value} now={range.now} onChange={(v) => v && range.set(v)} />
      </Flex>
      {grain === 'hour' && <div style={{ marginBottom: 8, color: '#999' }}>按小时最多查询 31 天。</div>}
      <Flex gap={32} wrap style={{ marginBottom: 16 }}>
        <Statistic title="累计降水(mm)" value={q.data?.total ?? 0} />
        <Statistic title={grain === 'day' ? '降水日数' : '降水小时数'} value={q.data?.wet_ct ?? 0} />
        {(q.data?.by_grade ?? []).map((g) => (
          <Statistic key={g.grade} title={g.name} value={g.ct} valueStyle={{ color: RAIN_GRADE_COLORS[g.grade - 1] }} />
        ))}
      </Flex>
      <ChartBlock option={option} loading={q.isFetching} error={q.isError} empty={!items.length} label="降水历史" />
      <Table rowKey="t" size="small" columns={columns} dataSource={[...items].reverse()} loading={q.isFetching} pagination={{ defaultPageSize: 31, showSizeChanger: true, showTotal: (t) => `共 ${t} 条` }} />
    </>
  );
}

export default function RainHistoryPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="降水历史" description="按日或按小时的降水量，等级按规范的 24 小时或 1 小时降水等级划分。">
      <RainHistoryView fid={fid} />
    </PageContainer>
  );
}
