import { useState } from 'react';
import { Card, Flex, Segmented, Statistic, Table, type TableColumnsType } from 'antd';
import { useDayRange } from '@/components/day-range-filter';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { pickSummary } from '../api/get-pick-summary';
import { kg } from '../components/lot-state-tag';

const BY = [
  { value: 'day', label: '按日' },
  { value: 'crop', label: '按作物' },
  { value: 'grade', label: '按等级' },
  { value: 'picker', label: '按采收人' },
] as const;
type By = (typeof BY)[number]['value'];

/** /finished/picksummary 采收汇总: kg and picks by day (newest first), crop, grade or picker over a range of days, with each row's share. */
export default function PickSummaryPage() {
  const fid = useCurrentFid();
  const [by, setBy] = useState<By>('day');
  const range = useDayRange();
  const r = pickSummary.use(fid ? { fid, by, ...range.days } : undefined);
  if (!fid) return null;
  const total = r.data?.total_kg ?? 0;
  const rows = by === 'day' ? [...(r.data?.rows ?? [])].reverse() : (r.data?.rows ?? []);
  const max = Math.max(1, ...rows.map((x) => x.kg));
  const columns: TableColumnsType<(typeof rows)[number]> = [
    { title: BY.find((b) => b.value === by)!.label.slice(1), dataIndex: 'label' },
    { title: '重量', dataIndex: 'kg', align: 'right', render: kg },
    {
      title: '占比',
      key: 'bar',
      width: '40%',
      render: (_v, x) => (
        <Flex align="center" gap={8}>
          <div aria-hidden style={{ height: 10, borderRadius: 5, background: '#1f8f4e', width: `${(x.kg / max) * 80}%` }} />
          <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{total > 0 ? `${((x.kg / total) * 100).toFixed(1)}%` : '—'}</span>
        </Flex>
      ),
    },
    { title: '采收次数', dataIndex: 'picks', align: 'right', responsive: ['md'] },
    { title: '批次数', dataIndex: 'batches', align: 'right', responsive: ['md'] },
  ];
  return (
    <PageContainer title="采收汇总" extra={<Segmented options={BY.map((b) => ({ ...b }))} value={by} onChange={(v) => setBy(v as By)} />}>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
        {range.picker}
      </Flex>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Statistic
          title={range.days.start_day ? `采收合计（${range.days.start_day} 至 ${range.days.end_day}）` : '采收合计（全部时间）'}
          value={total}
          suffix="kg"
          precision={1}
        />
      </Card>
      <Table
        rowKey="key"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={r.isFetching}
        pagination={{ pageSize: 31 }}
        locale={{ emptyText: '没有采收记录' }}
      />
    </PageContainer>
  );
}
