import { keysFirst, tableColumnsOf } from '@/components/list-columns';
import { plantBatchDelLog, type BatchDelItem } from '../api/get-plant-batch-del-log';
import { batchOverrides } from '../components/batch-columns';
import { RecordListPage } from '../components/record-list';
import { ENDED_BATCH_LIST, count } from '../utils/plant-format';

const PAGE = {
  title: '批次删除日志',
  description: '被删除的批次及删除原因、删除人和时间；删除时仍在产的盘数和株数一并保留备查。',
  emptyText: '没有符合条件的删除记录',
  dayLabel: '删除日期',
};

// The page leads with who deleted when; the file keeps the definition's order.
const COLUMNS = keysFirst(
  tableColumnsOf<BatchDelItem>(plantBatchDelLog, {
    ...batchOverrides<BatchDelItem>(),
    sow_date: { width: 110, responsive: ['lg'] },
    plants_sown: false,
    dishes: { title: '盘数' },
    plants_in_process: { title: '在产 / 播种株数', responsive: ['md'], render: (_v, r) => `${count(r.plants_in_process)} / ${count(r.plants_sown)}` },
    del_reason: { width: undefined },
    deleted_at: { width: 150 },
    deleted_by_name: { width: 100 },
  }),
  ['deleted_at', 'deleted_by_name'],
);

/** /other/batch-del-log 批次删除日志: every deleted batch — who, when, why, and what it still held — filtered by crop and deletion day. */
export default function BatchDelLogPage() {
  return <RecordListPage<BatchDelItem> page={PAGE} call={plantBatchDelLog} {...ENDED_BATCH_LIST} columns={COLUMNS} />;
}
