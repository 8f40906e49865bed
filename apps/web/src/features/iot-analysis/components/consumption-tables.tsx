import { Table, Typography } from 'antd';
import { formatValue } from '@pfs/domain';
import type { ConsumptionResult } from '../api/get-iot-consumption';

const cost = (v: number) => formatValue(v, '元');
type BucketRow = { bucket: string; total: number } & Record<string, number | string>;

/** One row per day or month: each area's consumption, the total and (with a unit price) the cost. */
export function ConsumptionBucketTable({ data, price }: { data: ConsumptionResult; price: number | null }) {
  const rows: BucketRow[] = data.buckets.map((b, i) => ({ bucket: b, total: data.totals[i] ?? 0, ...Object.fromEntries(data.areas.map((a, j) => [`a${j}`, a.values[i] ?? 0])) }));
  return (
    <Table<BucketRow>
      rowKey="bucket"
      size="small"
      dataSource={rows.toReversed()}
      pagination={{ pageSize: 31, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 200 + data.areas.length * 120 }}
      columns={[
        { title: data.grain === 'day' ? '日期' : '月份', dataIndex: 'bucket', width: 120, fixed: 'left' },
        ...data.areas.map((a, j) => ({ title: a.area_name, dataIndex: `a${j}`, align: 'right' as const, render: (v: number) => formatValue(v, data.unit) })),
        { title: `合计（${data.unit}）`, dataIndex: 'total', align: 'right', render: (v: number) => <Typography.Text strong>{formatValue(v, data.unit)}</Typography.Text> },
        ...(price !== null ? [{ title: '费用（元）', key: 'cost', align: 'right' as const, render: (_v: unknown, r: BucketRow) => cost(r.total * price) }] : []),
      ]}
    />
  );
}

type MeterRow = ConsumptionResult['meters'][number];

/** One row per meter: its area, gateway, total over the range and share of the whole. */
export function ConsumptionMeterTable({ data, price }: { data: ConsumptionResult; price: number | null }) {
  return (
    <Table<MeterRow>
      rowKey="point_id"
      size="small"
      dataSource={data.meters}
      pagination={false}
      columns={[
        { title: '计量表', dataIndex: 'name' },
        { title: '网关', dataIndex: 'gw_name' },
        { title: '区域', dataIndex: 'area_name' },
        { title: `用量（${data.unit}）`, dataIndex: 'total', align: 'right', sorter: (a, b) => a.total - b.total, render: (v: number) => formatValue(v, data.unit) },
        { title: '占比', key: 'share', align: 'right', width: 90, render: (_v, m) => (data.total > 0 ? `${((m.total / data.total) * 100).toFixed(1)}%` : '—') },
        ...(price !== null ? [{ title: '费用（元）', key: 'cost', align: 'right' as const, render: (_v: unknown, m: MeterRow) => cost(m.total * price) }] : []),
      ]}
    />
  );
}
