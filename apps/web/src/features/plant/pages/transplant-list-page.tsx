import { tableColumnsOf } from '@/components/list-columns';
import { plantTransplantList, type TransplantItem } from '../api/get-plant-transplant-list';
import { batchOverrides } from '../components/batch-columns';
import { RecordListPage } from '../components/record-list';
import { count } from '../utils/plant-format';

const PAGE = { title: '移栽记录', description: '育苗盘移栽到栽培盘的记录：株数不变，盘数按栽培密度变化。', dayLabel: '移栽日期' };

const COLUMNS = tableColumnsOf<TransplantItem>(plantTransplantList, {
  ...batchOverrides<TransplantItem>(),
  from_area_name: { title: '从 → 到', responsive: ['sm'], render: (_v, r) => `${r.from_area_name} → ${r.to_area_name}` },
  to_area_name: false,
  dishes: { title: '育苗盘 → 栽培盘', render: (_v, r) => `${count(r.dishes)} → ${count(r.dishes_to)}` },
  dishes_to: false,
  plants: { responsive: ['md'] },
  operator_name: { responsive: ['lg'] },
});

/** /plant/transplants 移栽记录: seedling dishes into growing dishes — from where to where, dish counts before and after. */
export default function TransplantListPage() {
  return <RecordListPage<TransplantItem> page={PAGE} call={plantTransplantList} rowKey="event_id" columns={COLUMNS} />;
}
