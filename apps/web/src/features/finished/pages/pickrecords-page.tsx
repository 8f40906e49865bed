import { plantHarvestList } from '@pfs/domain/plant';
import { tableColumnsOf } from '@/components/list-columns';
import { pickRecordList, type HarvestItem } from '../api/get-plant-harvest-list';
import { FinishedListPage } from '../components/finished-list-page';
import { kg } from '../components/lot-state-tag';

const COLUMNS = tableColumnsOf<HarvestItem>(plantHarvestList, {
  date: { width: 110 },
  batch_no: { width: undefined },
  crop: { title: '作物 / 品种', render: (_v, r) => `${r.crop} ${r.variety}` },
  variety: false,
  area_name: { responsive: ['md'] },
  dishes: false,
  plants: { responsive: ['lg'] },
  kg: { title: '重量', render: kg },
  grades: { title: '各等级', width: undefined, responsive: ['sm'], render: (_v, r) => r.grades.map((g) => `${g.grade} ${g.kg} kg`).join('，') },
  operator_name: { title: '采收人', responsive: ['md'] },
});

/** /finished/pickrecords 采收记录: every pick — batch, weight by grade, picker, day. */
export default function PickRecordsPage() {
  return (
    <FinishedListPage<HarvestItem>
      title="采收记录"
      description="每次采收一行，含各等级重量；采收后进入暂存。"
      use={(b) => pickRecordList.use({ fid: b.fid, page: b.page, size: b.size, crop: b.kw, start_day: b.start_day, end_day: b.end_day })}
      dayRange
      rowKey="event_id"
      kwPlaceholder="作物"
      empty="没有采收记录"
      columns={COLUMNS}
    />
  );
}
