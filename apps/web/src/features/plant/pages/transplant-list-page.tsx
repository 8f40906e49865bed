import type { TableColumnsType } from 'antd';
import { plantTransplantList, type TransplantItem } from '../api/get-plant-transplant-list';
import { BatchLink } from '../components/batch-link';
import { RecordListPage } from '../components/record-list';
import { specName } from '../utils/cycle-chart-option';
import { count } from '../utils/plant-format';

const PAGE = { title: '移栽记录', description: '育苗盘移栽到栽培盘的记录：株数不变，盘数按栽培密度变化。' };

const COLUMNS: TableColumnsType<TransplantItem> = [
  { title: '日期', dataIndex: 'date', width: 110 },
  { title: '批次号', dataIndex: 'batch_no', render: (no: string, r) => <BatchLink id={r.batch_id} no={no} /> },
  { title: '作物 / 品种', key: 'spec', responsive: ['md'], render: (_v, r) => specName(r) },
  { title: '从 → 到', key: 'move', responsive: ['sm'], render: (_v, r) => `${r.from_area_name} → ${r.to_area_name}` },
  { title: '育苗盘 → 栽培盘', key: 'dishes', align: 'right', render: (_v, r) => `${count(r.dishes)} → ${count(r.dishes_to)}` },
  { title: '株数', dataIndex: 'plants', align: 'right', responsive: ['md'], render: count },
  { title: '操作人', dataIndex: 'operator_name', responsive: ['lg'] },
];

/** /plant/transplants 移栽记录: seedling dishes into growing dishes — from where to where, dish counts before and after. */
export default function TransplantListPage() {
  return (
    <RecordListPage<TransplantItem>
      page={PAGE}
      call={plantTransplantList}
      rowKey="event_id"
      emptyText="没有符合条件的移栽记录"
      dayLabel="移栽日期"
      columns={COLUMNS}
    />
  );
}
