import { Typography } from 'antd';
import { tableColumnsOf } from '@/components/list-columns';
import { plantHistoryList, type HistoryItem } from '../api/get-plant-history-list';
import { batchOverrides } from '../components/batch-columns';
import { RecordListPage } from '../components/record-list';
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

const PAGE = {
  title: '历史批次',
  description: '已结束的批次（按结束日期筛选）：生长天数、损耗率、采收量和每盘产量对比规格预期。',
  emptyText: '没有符合条件的已结束批次',
  dayLabel: '结束日期',
};

const COLUMNS = tableColumnsOf<HistoryItem>(plantHistoryList, {
  ...batchOverrides<HistoryItem>({ width: 200, ver: (r) => r.spec_ver }),
  spec_ver: false,
  sow_date: {
    title: '播种 → 结束',
    width: 210,
    responsive: ['lg'],
    render: (_v, r) => `${r.sow_date} → ${r.closed_on.slice(0, 4) === r.sow_date.slice(0, 4) ? r.closed_on.slice(5) : r.closed_on}（${r.days} 天）`,
  },
  closed_on: false,
  days: false,
  plants_sown: { title: '播种 / 采收株数', responsive: ['lg'], render: (_v, r) => `${count(r.plants_sown)} / ${count(r.plants_harvested)}` },
  plants_lost: false,
  plants_harvested: false,
  loss_pct: {
    title: '损耗率',
    responsive: ['sm'],
    render: (p: number) => <Typography.Text type={p > 10 ? 'danger' : undefined}>{p.toFixed(1)}%</Typography.Text>,
  },
  kg: { title: '采收', render: kgText },
  dishes_harvested: false,
  kg_per_dish: { title: '每盘产量 / 预期', width: 210, render: (_v, r) => <YieldCell r={r} /> },
  expected_kg_per_dish: false,
  yield_pct: false,
});

/** /plant/history 历史批次: closed batches — days from sowing to closing, losses, kg and yield per dish vs the spec. */
export default function HistoryPage() {
  return <RecordListPage<HistoryItem> page={PAGE} call={plantHistoryList} {...ENDED_BATCH_LIST} scrollX={1150} columns={COLUMNS} />;
}
