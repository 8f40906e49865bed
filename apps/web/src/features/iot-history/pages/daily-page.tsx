import { useMemo, useState } from 'react';
import { Typography } from 'antd';
import { factoryDayStart } from '@pfs/domain';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { useIotDailyVals } from '../api/get-iot-daily-vals';
import { HistoryChart } from '../components/history-chart';
import { HistoryToolbar } from '../components/history-toolbar';
import { pointLabel } from '../components/point-picker';
import { RollupTable } from '../components/rollup-table';
import { initialDayRange } from '../components/time-range-picker';
import { useRememberedPoints } from '../utils/remembered-points';
import { rollupRows } from '../utils/rollup-rows';

function Daily({ fid }: { fid: number }) {
  const [ids, setIds] = useRememberedPoints(fid);
  const [range, setRange] = useState(() => initialDayRange('last30'));
  const vals = useIotDailyVals({ fid, point_ids: ids, start_day: range[0].format('YYYY-MM-DD'), end_day: range[1].format('YYYY-MM-DD') });
  const series = useMemo(() => (ids.length ? (vals.data ?? []) : []), [ids.length, vals.data]);
  const lines = useMemo(() => series.map((s) => ({ key: s.point_id, label: pointLabel(s), unit: s.unit, quantity: s.quantity, t: s.day.map((d) => factoryDayStart(d)), v: s.avg, min: s.min, max: s.max })), [series]);
  const rows = useMemo(() => rollupRows(series, (si, i) => series[si]!.day[i]!, pointLabel), [series]);
  return (
    <>
      <HistoryToolbar fid={fid} ids={ids} onIds={setIds} range={range} onRange={setRange} showTime={false} />
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
