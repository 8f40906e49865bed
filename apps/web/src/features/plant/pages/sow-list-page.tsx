import type { TableColumnsType } from 'antd';
import { fmtQty } from '@pfs/domain';
import { plantSowList, type SowItem } from '../api/get-plant-sow-list';
import { BatchLink } from '../components/batch-link';
import { RecordListPage } from '../components/record-list';
import { specName } from '../utils/cycle-chart-option';
import { count } from '../utils/plant-format';

const PAGE = { title: '播种记录', description: '每次播种一行（一个批次播到多个区域时每个区域一行），含领用的种子数量。' };

const COLUMNS: TableColumnsType<SowItem> = [
  { title: '日期', dataIndex: 'date', width: 110 },
  { title: '批次号', dataIndex: 'batch_no', render: (no: string, r) => <BatchLink id={r.batch_id} no={no} /> },
  { title: '作物 / 品种', key: 'spec', responsive: ['md'], render: (_v, r) => specName(r) },
  { title: '区域', dataIndex: 'area_name', responsive: ['sm'] },
  { title: '盘数', dataIndex: 'dishes', align: 'right', render: count },
  { title: '株数', dataIndex: 'plants', align: 'right', responsive: ['md'], render: count },
  { title: '用种', key: 'seed', align: 'right', responsive: ['lg'], render: (_v, r) => (r.seed_qty ? `${fmtQty(r.seed_qty)} ${r.seed_unit}` : '—') },
  { title: '操作人', dataIndex: 'operator_name', responsive: ['lg'] },
];

/** /plant/sows 播种记录: every sowing — batch, area, dishes, plants, seed issued, who. */
export default function SowListPage() {
  return <RecordListPage<SowItem> page={PAGE} call={plantSowList} rowKey="event_id" emptyText="没有符合条件的播种记录" dayLabel="播种日期" columns={COLUMNS} />;
}
