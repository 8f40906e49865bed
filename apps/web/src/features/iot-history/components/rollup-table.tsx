import { Table, type TableProps } from 'antd';
import { formatFactoryTime, formatValueWithUnit } from '@pfs/domain';
import type { RollupRow } from '../utils/rollup-rows';

const time = (ms: number | null) => (ms === null ? '—' : formatFactoryTime(ms));
const val = (v: number, r: RollupRow) => formatValueWithUnit(v, r.unit, r.quantity);

/** Hourly or daily statistics per point: avg, min and max with the time they occurred, sample count. */
export function RollupTable({ rows, timeTitle, timeRender, loading, pagination, onChange, serverSort }: {
  rows: RollupRow[];
  timeTitle: string;
  timeRender: (at: RollupRow['at']) => string;
  loading: boolean;
  pagination: TableProps<RollupRow>['pagination'];
  onChange?: TableProps<RollupRow>['onChange'];
  /** Sorting done by the server (onChange) instead of in the browser. */
  serverSort?: boolean;
}) {
  const by = (k: 'at' | 'avg' | 'min' | 'max') => (serverSort ? true : (a: RollupRow, b: RollupRow) => (a[k] < b[k] ? -1 : a[k] > b[k] ? 1 : 0));
  return (
    <Table<RollupRow>
      rowKey="key"
      size="small"
      loading={loading}
      dataSource={rows}
      pagination={pagination}
      onChange={onChange}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '没有数据' }}
      columns={[
        { title: timeTitle, dataIndex: 'at', key: 't', width: 170, sorter: by('at'), defaultSortOrder: serverSort ? undefined : 'descend', render: timeRender },
        { title: '点位', dataIndex: 'label', width: 200, ellipsis: true, render: (v: string) => <span style={{ wordBreak: 'keep-all' }}>{v}</span> },
        { title: '平均值', dataIndex: 'avg', key: 'avg', width: 110, align: 'right', sorter: by('avg'), render: val },
        { title: '最小值', dataIndex: 'min', key: 'min', width: 110, align: 'right', sorter: by('min'), render: val },
        { title: '最小值时间', dataIndex: 'min_ts', width: 170, responsive: ['lg'], render: time },
        { title: '最大值', dataIndex: 'max', key: 'max', width: 110, align: 'right', sorter: by('max'), render: val },
        { title: '最大值时间', dataIndex: 'max_ts', width: 170, responsive: ['lg'], render: time },
        { title: '样本数', dataIndex: 'ct', width: 90, align: 'right', responsive: ['md'] },
      ]}
    />
  );
}
