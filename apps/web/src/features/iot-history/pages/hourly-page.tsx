import { useMemo, useState } from 'react';
import { Typography } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { usePointIndex } from '@/lib/iot-data/get-iot-point-options';
import { pointLabel } from '@/lib/iot-data/point-options';
import { fromWall, toWall, type RangeSpec } from '@/lib/view-params/range-param';
import { useRangeParam } from '@/lib/view-params/use-range-param';
import { useIotHourlyVals } from '../api/get-iot-hourly-vals';
import { useIotHourlyList, type HourlyListQuery } from '../api/get-iot-hourly-list';
import { HistoryChart } from '../components/history-chart';
import { HistoryToolbar } from '../components/history-toolbar';
import { RollupTable } from '../components/rollup-table';
import { useHistoryPoints } from '../utils/history-points';

type Sort = Pick<HourlyListQuery, 'page' | 'size' | 'sort' | 'order'>;
const SORT_KEYS = { t: 't', avg: 'avg', min: 'min', max: 'max' } as const;
const RANGE: RangeSpec = { mode: 'time', presets: ['last24', 'today', 'last7', 'last30', 'month'] };

function Hourly({ fid }: { fid: number }) {
  const [ids, setIds] = useHistoryPoints(fid);
  const range = useRangeParam(RANGE, { preset: 'last24' });
  const { start, end } = range.resolved;
  const [sort, setSort] = useState<Sort>({ page: 1, size: 20, sort: 't', order: 'desc' });
  const index = usePointIndex(fid);
  const q = { fid, point_ids: ids, start: start.toISOString(), end: end.toISOString() };
  const vals = useIotHourlyVals(q);
  const list = useIotHourlyList({ ...q, ...sort });
  const series = useMemo(() => (ids.length ? (vals.data ?? []) : []), [ids.length, vals.data]);
  const lines = useMemo(() => series.map((s) => ({ key: s.point_id, label: pointLabel(s), unit: s.unit, quantity: s.quantity, t: s.t, v: s.avg, min: s.min, max: s.max })), [series]);
  const byDay = series[0]?.bucket_s === 86_400;
  // From the start of the first bucket (on the factory's clock), so the first hour's (or day's) average is drawn too.
  const span = useMemo(() => [fromWall(toWall(start).startOf(byDay ? 'day' : 'hour')).valueOf(), end.valueOf()] as const, [start, end, byDay]);
  const rows = (ids.length ? (list.data?.items ?? []) : []).map((r) => {
    const p = index.get(r.point_id);
    return { ...r, key: `${r.point_id}-${r.t}`, at: r.t, label: p ? pointLabel(p) : String(r.point_id), unit: p?.unit ?? '', quantity: p?.quantity };
  });
  const change = (patch: () => void) => {
    patch();
    setSort((s) => ({ ...s, page: 1 }));
  };
  return (
    <>
      <HistoryToolbar fid={fid} ids={ids} onIds={(v) => change(() => setIds(v))} range={{ ...range, set: (v) => change(() => range.set(v)) }} spec={RANGE} />
      <HistoryChart
        span={span}
        lines={lines}
        loading={vals.isFetching}
        error={vals.isError}
        band
        timeFormat={byDay ? 'YYYY-MM-DD' : undefined}
        note={byDay ? '时间跨度较长，曲线按日显示：线为日平均值，阴影为当日最小–最大值。' : '线为每小时平均值，阴影为该小时的最小–最大值。'}
      />
      <Typography.Title level={5} style={{ margin: '20px 0 12px' }}>
        逐小时统计
      </Typography.Title>
      <RollupTable
        rows={rows}
        timeTitle="小时"
        timeRender={(at) => formatFactoryTime(at, 'YYYY-MM-DD HH:00')}
        loading={list.isFetching}
        serverSort
        pagination={{ current: sort.page, pageSize: sort.size, total: ids.length ? list.data?.total_ct : 0, showSizeChanger: true, showTotal: (t) => `共 ${t} 条` }}
        onChange={(p, _f, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = SORT_KEYS[(one?.columnKey as keyof typeof SORT_KEYS) ?? 't'] ?? 't';
          setSort({ page: p.current ?? 1, size: p.pageSize ?? 20, sort: one?.order ? key : 't', order: one?.order === 'ascend' ? 'asc' : 'desc' });
        }}
      />
    </>
  );
}

export default function HourlyPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="小时数据" description="所选点位每小时的平均、最小、最大值与样本数。">
      <Hourly fid={fid} />
    </PageContainer>
  );
}
