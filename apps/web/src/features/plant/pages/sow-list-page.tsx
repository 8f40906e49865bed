import { fmtQty } from '@pfs/domain/plant';
import { tableColumnsOf } from '@/components/list-columns';
import { plantSowList, type SowItem } from '../api/get-plant-sow-list';
import { batchOverrides } from '../components/batch-columns';
import { RecordListPage } from '../components/record-list';

const PAGE = { title: '播种记录', description: '每次播种一行（一个批次播到多个区域时每个区域一行），含领用的种子数量。', dayLabel: '播种日期' };

const COLUMNS = tableColumnsOf<SowItem>(plantSowList, {
  ...batchOverrides<SowItem>(),
  area_name: { responsive: ['sm'] },
  plants: { responsive: ['md'] },
  seed_qty: { title: '用种', responsive: ['lg'], render: (_v, r) => (r.seed_qty ? `${fmtQty(r.seed_qty)} ${r.seed_unit}` : '—') },
  seed_unit: false,
  operator_name: { responsive: ['lg'] },
});

/** /plant/sows 播种记录: every sowing — batch, area, dishes, plants, seed issued, who. */
export default function SowListPage() {
  return <RecordListPage<SowItem> page={PAGE} call={plantSowList} rowKey="event_id" columns={COLUMNS} />;
}
