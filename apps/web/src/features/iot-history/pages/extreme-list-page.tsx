import { useMemo, useState } from 'react';
import { Flex, Grid, Select, Table, Tooltip, Typography } from 'antd';
import { formatFactoryTime, formatValueWithUnit } from '@pfs/domain';
import { HISTORY_LIMITS, type ExtremeItem } from '@pfs/domain/iot-history';
import { HIGH_COLOR, LOW_COLOR } from '@/components/echart/alarm-colors';
import { PageContainer } from '@/components/page-container';
import { PointPicker } from '@/components/point-picker';
import { tablePaging } from '@/components/table-paging';
import { TimeRangePicker } from '@/components/time-range-picker';
import { useCurrentFid } from '@/lib/auth-store';
import { useIotPointOptions, usePointIndex } from '@/lib/iot-data/get-iot-point-options';
import { usePointSelection } from '@/lib/iot-data/use-point-selection';
import type { RangeSpec } from '@/lib/view-params/range-param';
import { useRangeParam } from '@/lib/view-params/use-range-param';
import { useIotExtremeList, type ExtremeQuery } from '../api/get-iot-extreme-list';

/** A day's extreme with the factory time it occurred under it (the date is the row's day). */
function Extreme({ v, ts, r, color, quantity }: { v: number; ts: number; r: ExtremeItem; color: string; quantity?: string }) {
  return (
    <Flex vertical align="flex-end">
      <span style={{ color, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatValueWithUnit(v, r.unit, quantity)}</span>
      <Tooltip title={formatFactoryTime(ts)}>
        <Typography.Text type="secondary" style={{ fontSize: 12, fontVariantNumeric: 'tabular-nums' }}>{formatFactoryTime(ts, 'HH:mm:ss')}</Typography.Text>
      </Tooltip>
    </Flex>
  );
}

const SORTABLE = { day: 'day', max_v: 'max_v', min_v: 'min_v' } as const;
const RANGE: RangeSpec = { mode: 'day', presets: ['today', 'last7', 'last30', 'month'] };

function Extremes({ fid }: { fid: number }) {
  const range = useRangeParam(RANGE, { preset: 'last7' });
  // Optional filter: no points means every point of the area or gateway.
  const [ids, setIds] = usePointSelection(fid, { max: HISTORY_LIMITS.maxPoints, fallback: 'none' });
  const [q, setQ] = useState<Omit<ExtremeQuery, 'start_day' | 'end_day' | 'point_ids'>>({ fid, page: 1, size: 20, sort: 'day', order: 'desc' });
  const options = useIotPointOptions(fid);
  const index = usePointIndex(fid);
  const quantity = (r: ExtremeItem) => index.get(r.point_id)?.quantity;
  const screens = Grid.useBreakpoint();
  const list = useIotExtremeList({ ...q, point_ids: ids.length ? ids : undefined, start_day: range.resolved.startDay, end_day: range.resolved.endDay });
  const set = (patch: Partial<typeof q>) => setQ({ ...q, ...patch, page: 1 });
  const areaOpts = useMemo(() => (options.data ?? []).filter((a) => a.area_id !== null).map((a) => ({ value: a.area_id!, label: a.area_name })), [options.data]);
  const gwOpts = useMemo(
    () => (options.data ?? []).filter((a) => !q.area_id || a.area_id === q.area_id).flatMap((a) => a.gateways.map((g) => ({ value: g.gw_id, label: g.gw_name }))),
    [options.data, q.area_id],
  );
  return (
    <>
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        <TimeRangePicker mode="day" presets={RANGE.presets} value={range.value} now={range.now} onChange={(r) => { if (r) range.set(r); setQ({ ...q, page: 1 }); }} />
        <Select allowClear placeholder="区域" aria-label="区域" style={{ width: 140 }} options={areaOpts} value={q.area_id} onChange={(area_id?: number) => set({ area_id, gw_id: undefined })} />
        <Select allowClear placeholder="网关" aria-label="网关" style={{ width: 160 }} options={gwOpts} value={q.gw_id} onChange={(gw_id?: number) => set({ gw_id })} />
        <PointPicker fid={fid} max={HISTORY_LIMITS.maxPoints} value={ids} onChange={(v) => { setIds(v); setQ({ ...q, page: 1 }); }} width={360} />
      </Flex>
      <Table<ExtremeItem>
        rowKey={(r) => `${r.point_id}-${r.day}`}
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={tablePaging(q, list.data?.total_ct, setQ)}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.isError ? '加载失败，请稍后重试' : '所选范围内没有极值记录' }}
        onChange={(_p, _f, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = SORTABLE[one?.columnKey as keyof typeof SORTABLE];
          setQ({ ...q, page: 1, sort: one?.order && key ? key : 'day', order: one?.order === 'ascend' ? 'asc' : 'desc' });
        }}
        columns={[
          { title: '日期', dataIndex: 'day', key: 'day', width: 120, sorter: true, responsive: ['sm'], render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{v}</span> },
          { title: '区域', dataIndex: 'area_name', width: 110, responsive: ['lg'], render: (v: string) => v || '—' },
          { title: '网关', dataIndex: 'gw_name', width: 140, responsive: ['lg'], ellipsis: true },
          {
            title: '点位',
            dataIndex: 'point_name',
            width: 150,
            render: (v: string, r) => (
              <Flex vertical style={{ wordBreak: 'keep-all' }}>
                <span>{v}</span>
                {!screens.lg && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{r.gw_name}</Typography.Text>}
                {!screens.sm && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{r.day}</Typography.Text>}
              </Flex>
            ),
          },
          // Phone: the day's high above its low in one column, so both stay on screen.
          {
            title: '最大 / 最小',
            key: 'extremes',
            align: 'right',
            responsive: ['xs'],
            render: (_v, r) => (
              <Flex vertical gap={4}>
                <Extreme v={r.max_v} ts={r.max_ts} r={r} color={HIGH_COLOR} quantity={quantity(r)} />
                <Extreme v={r.min_v} ts={r.min_ts} r={r} color={LOW_COLOR} quantity={quantity(r)} />
              </Flex>
            ),
          },
          { title: '最大值', dataIndex: 'max_v', key: 'max_v', width: 140, align: 'right', sorter: true, responsive: ['sm'], render: (v: number, r) => <Extreme v={v} ts={r.max_ts} r={r} color={HIGH_COLOR} quantity={quantity(r)} /> },
          { title: '最小值', dataIndex: 'min_v', key: 'min_v', width: 140, align: 'right', sorter: true, responsive: ['sm'], render: (v: number, r) => <Extreme v={v} ts={r.min_ts} r={r} color={LOW_COLOR} quantity={quantity(r)} /> },
          { title: '日平均', dataIndex: 'avg', width: 120, align: 'right', responsive: ['sm'], render: (v: number, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatValueWithUnit(v, r.unit, quantity(r))}</span> },
          { title: '样本数', dataIndex: 'ct', width: 90, align: 'right', responsive: ['lg'] },
        ]}
      />
    </>
  );
}

export default function ExtremeListPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="极值记录" description="每个传感器每天的最高、最低值及出现时间（按工厂所在时区的自然日）。">
      <Extremes fid={fid} />
    </PageContainer>
  );
}
