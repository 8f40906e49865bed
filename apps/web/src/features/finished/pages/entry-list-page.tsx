import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { entryList, type FinishedLot } from '../api/get-finished-entry-list';
import { FinishedList } from '../components/finished-list';
import { lotColumns } from '../components/lot-columns';

/** /finished/entry_list 入库记录: each entry made a finished lot (入库 itself starts from 暂存). */
export default function EntryListPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="入库记录" description="每次入库生成一个成品批号；在「暂存」页选择批次入库。">
      <FinishedList<FinishedLot> fid={fid} use={entryList.use} rowKey="lot_id" dayRange empty="没有入库记录" columns={lotColumns('entry')} />
    </PageContainer>
  );
}
