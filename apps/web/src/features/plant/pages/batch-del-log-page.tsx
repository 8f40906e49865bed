import type { TableColumnsType } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import { plantBatchDelLog, type BatchDelItem } from '../api/get-plant-batch-del-log';
import { BatchLink } from '../components/batch-link';
import { RecordListPage } from '../components/record-list';
import { specName } from '../utils/cycle-chart-option';
import { ENDED_BATCH_LIST, count } from '../utils/plant-format';

const PAGE = { title: '批次删除日志', description: '被删除的批次及删除原因、删除人和时间；删除时仍在产的盘数和株数一并保留备查。' };

const COLUMNS: TableColumnsType<BatchDelItem> = [
  { title: '删除时间', dataIndex: 'deleted_at', width: 150, render: (t: string) => formatFactoryTime(t, 'YYYY-MM-DD HH:mm') },
  { title: '删除人', dataIndex: 'deleted_by_name', width: 100 },
  { title: '批次号', dataIndex: 'batch_no', render: (no: string, r) => <BatchLink id={r.batch_id} no={no} /> },
  { title: '作物 / 品种', key: 'spec', responsive: ['md'], render: (_v, r) => specName(r) },
  { title: '播种日期', dataIndex: 'sow_date', width: 110, responsive: ['lg'] },
  { title: '盘数', dataIndex: 'dishes', align: 'right', render: count },
  {
    title: '在产 / 播种株数',
    key: 'plants',
    align: 'right',
    responsive: ['md'],
    render: (_v, r) => `${count(r.plants_in_process)} / ${count(r.plants_sown)}`,
  },
  { title: '删除原因', dataIndex: 'del_reason' },
];

/** /other/batch-del-log 批次删除日志: every deleted batch — who, when, why, and what it still held — filtered by crop and deletion day. */
export default function BatchDelLogPage() {
  return (
    <RecordListPage<BatchDelItem>
      page={PAGE}
      call={plantBatchDelLog}
      {...ENDED_BATCH_LIST}
      emptyText="没有符合条件的删除记录"
      dayLabel="删除日期"
      columns={COLUMNS}
    />
  );
}
