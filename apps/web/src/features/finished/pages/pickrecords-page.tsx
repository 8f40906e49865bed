import { pickRecordList, type HarvestItem } from '../api/get-plant-harvest-list';
import { FinishedListPage } from '../components/finished-list-page';
import { kg } from '../components/lot-state-tag';

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
      columns={[
        { title: '日期', dataIndex: 'date', width: 110 },
        { title: '批次号', dataIndex: 'batch_no' },
        { title: '作物 / 品种', key: 'spec', render: (_v, r) => `${r.crop} ${r.variety}` },
        { title: '区域', dataIndex: 'area_name', responsive: ['md'] },
        { title: '株数', dataIndex: 'plants', align: 'right', responsive: ['lg'] },
        { title: '重量', dataIndex: 'kg', align: 'right', render: kg },
        { title: '各等级', key: 'grades', responsive: ['sm'], render: (_v, r) => r.grades.map((g) => `${g.grade} ${g.kg} kg`).join('，') },
        { title: '采收人', dataIndex: 'operator_name', responsive: ['md'] },
      ]}
    />
  );
}
