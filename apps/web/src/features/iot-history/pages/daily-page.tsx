import { useMemo } from 'react';
import { Typography } from 'antd';
import { factoryDayStart } from '@pfs/domain';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { pointLabel } from '@/lib/iot-data/point-options';
import type { RangeSpec } from '@/lib/view-params/range-param';
import { useRangeParam } from '@/lib/view-params/use-range-param';
import { useIotDailyVals } from '../api/get-iot-daily-vals';
import { HistoryChart } from '../components/history-chart';
import { HistoryToolbar } from '../components/history-toolbar';
import { RollupTable } from '../components/rollup-table';
import { useHistoryPoints } from '../utils/history-points';
import { rollupRows } from '../utils/rollup-rows';

const RANGE: RangeSpec = { mode: 'day', presets: ['today', 'last7', 'last30', 'month'] };

function Daily({ fid }: { fid: number }) {
  const [ids, setIds] = useHistoryPoints(fid);
  const range = useRangeParam(RANGE, { preset: 'last30' });
  const vals = useIotDailyVals({ fid, point_ids: ids, start_day: range.resolved.startDay, end_day: range.resolved.endDay });
  const series = useMemo(() => (ids.length ? (vals.data ?? []) : []), [ids.length, vals.data]);
  const lines = useMemo(() => series.map((s) => ({ key: s.point_id, label: pointLabel(s), unit: s.unit, quantity: s.quantity, t: s.day.map((d) => factoryDayStart(d)), v: s.avg, min: s.min, max: s.max })), [series]);
  const rows = useMemo(() => rollupRows(series, (si, i) => series[si]!.day[i]!, pointLabel), [series]);
  return (
    <>
      <HistoryToolbar fid={fid} ids={ids} onIds={setIds} range={range} spec={RANGE} />
      <HistoryChart lines={lines} loading={vals.isFetching} error={vals.isError} band timeFormat="YYYY-MM-DD" note="按工厂所在时区的自然日统计：线为日平均值，阴影为当日最小–最大值。" />
      <Typography.Title level={5} style={{ margin: '20px 0 12px' }}>
        逐日统计
      </Typography.Title>
      <RollupTable rows={rows} timeTitle="日期" timeRender={(at) => String(at)} loading={vals.isFetching} pagination={{ defaultPageSize: 20, showSizeChanger: true, showTotal: (t) => `共 ${t} 条` }} />
    </>
  );
}

export default function DailyPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="日数据" description="所选点位每天的平均、最小、最大值及其出现时间。">
      <Daily fid={fid} />
    </PageContainer>
  );
}
