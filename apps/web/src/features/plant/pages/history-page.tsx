import { Typography, type TableColumnsType } from 'antd';
import { plantHistoryList, type HistoryItem } from '../api/get-plant-history-list';
import { BatchLink } from '../components/batch-link';
import { RecordListPage } from '../components/record-list';
import { specName } from '../utils/cycle-chart-option';
import { ENDED_BATCH_LIST, count, kgText } from '../utils/plant-format';

/** Yield against the spec: below 90 % red, at or above 100 % green. */
function YieldCell({ r }: { r: HistoryItem }) {
  if (r.kg_per_dish === null) return <>—</>;
  const type = r.yield_pct === null ? 'secondary' : r.yield_pct < 90 ? 'danger' : r.yield_pct >= 100 ? 'success' : undefined;
  return (
    <span>
      {r.kg_per_dish.toFixed(3)} / {r.expected_kg_per_dish.toFixed(3)} kg{' '}
      {r.yield_pct !== null && <Typography.Text type={type}>（{Math.round(r.yield_pct)}%）</Typography.Text>}
    </span>
  );
}

const PAGE = { title: '历史批次', description: '已结束的批次（按结束日期筛选）：生长天数、损耗率、采收量和每盘产量对比规格预期。' };

const COLUMNS: TableColumnsType<HistoryItem> = [
  { title: '批次号', dataIndex: 'batch_no', render: (no: string, r) => <BatchLink id={r.batch_id} no={no} /> },
  { title: '作物 / 品种', key: 'spec', width: 200, responsive: ['md'], render: (_v, r) => `${specName(r)} · 第 ${r.spec_ver} 版` },
  {
    title: '播种 → 结束',
    key: 'days',
    width: 210,
    responsive: ['lg'],
    render: (_v, r) => `${r.sow_date} → ${r.closed_on.slice(0, 4) === r.sow_date.slice(0, 4) ? r.closed_on.slice(5) : r.closed_on}（${r.days} 天）`,
  },
  {
    title: '播种 / 采收株数',
    key: 'plants',
    align: 'right',
    responsive: ['lg'],
    render: (_v, r) => `${count(r.plants_sown)} / ${count(r.plants_harvested)}`,
  },
  {
    title: '损耗率',
    dataIndex: 'loss_pct',
    align: 'right',
    responsive: ['sm'],
    render: (p: number) => <Typography.Text type={p > 10 ? 'danger' : undefined}>{p.toFixed(1)}%</Typography.Text>,
  },
  { title: '采收', dataIndex: 'kg', align: 'right', render: kgText },
  { title: '每盘产量 / 预期', key: 'yield', width: 210, align: 'right', render: (_v, r) => <YieldCell r={r} /> },
];

/** /plant/history 历史批次: closed batches — days from sowing to closing, losses, kg and yield per dish vs the spec. */
export default function HistoryPage() {
  return (
    <RecordListPage<HistoryItem>
      page={PAGE}
      call={plantHistoryList}
      {...ENDED_BATCH_LIST}
      emptyText="没有符合条件的已结束批次"
      dayLabel="结束日期"
      scrollX={1150}
      columns={COLUMNS}
    />
  );
}
