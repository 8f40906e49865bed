import { entryList, type FinishedLot } from '../api/get-finished-entry-list';
import { FinishedListPage } from '../components/finished-list-page';
import { lotColumns } from '../components/lot-columns';

/** /finished/entry_list 入库记录: each entry made a finished lot (入库 itself starts from 暂存). */
export default function EntryListPage() {
  return (
    <FinishedListPage<FinishedLot>
      title="入库记录"
      description="每次入库生成一个成品批号；在「暂存」页选择批次入库。"
      use={entryList.use}
      rowKey="lot_id"
      dayRange
      empty="没有入库记录"
      columns={lotColumns('entry')}
    />
  );
}
