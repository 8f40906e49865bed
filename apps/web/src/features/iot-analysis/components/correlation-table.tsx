import { Table, Tag, Typography } from 'antd';
import { smallTable } from '@/components/list-page';
import type { CompareResult } from '../api/get-iot-analysis-compare';
import { seriesLabel } from '../utils/chart-options';

type Row = CompareResult['correlations'][number] & { key: string; aName: string; bName: string };

const colorOf = (r: number | null) => (r === null ? 'default' : Math.abs(r) >= 0.8 ? (r > 0 ? 'green' : 'volcano') : Math.abs(r) >= 0.5 ? 'gold' : 'default');

/** Pearson correlation of every pair of compared sensors over the hours both have a value. */
export function CorrelationTable({ data }: { data: CompareResult }) {
  const name = (id: number) => {
    const s = data.series.find((x) => x.point_id === id);
    return s ? seriesLabel(s) : String(id);
  };
  const rows: Row[] = data.correlations.map((c) => ({ ...c, key: `${c.a}-${c.b}`, aName: name(c.a), bName: name(c.b) }));
  if (rows.length === 0) return <Typography.Text type="secondary">选择两个及以上传感器后显示两两之间的相关系数。</Typography.Text>;
  return (
    <Table<Row>
      {...smallTable(rows)}
      columns={[
        { title: '传感器 A', dataIndex: 'aName' },
        { title: '传感器 B', dataIndex: 'bName' },
        { title: '相关系数 r', dataIndex: 'r', width: 120, align: 'right', render: (r: number | null) => (r === null ? '—' : r.toFixed(3)) },
        { title: '解读', dataIndex: 'label', width: 120, render: (v: string, r) => <Tag color={colorOf(r.r)}>{v}</Tag> },
      ]}
    />
  );
}
