import { useState } from 'react';
import { Card, Segmented, Statistic, Table } from 'antd';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { pickSummary } from '../api/finished-calls';
import { kg } from '../components/lot-state-tag';

const BY = [
  { value: 'day', label: '按日' },
  { value: 'crop', label: '按作物' },
  { value: 'grade', label: '按等级' },
  { value: 'picker', label: '按采收人' },
] as const;
type By = (typeof BY)[number]['value'];

/** /finished/picksummary 采收汇总: kg and picks by day, crop, grade or picker, with a bar per row. */
export default function PickSummaryPage() {
  const fid = useCurrentFid();
  const [by, setBy] = useState<By>('day');
  const r = pickSummary.use(fid ? { fid, by } : undefined);
  if (!fid) return null;
  const rows = r.data?.rows ?? [];
  const max = Math.max(1, ...rows.map((x) => x.kg));
  return (
    <PageContainer title="采收汇总" extra={<Segmented options={BY.map((b) => ({ ...b }))} value={by} onChange={(v) => setBy(v as By)} />}>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Statistic title="采收合计" value={r.data?.total_kg ?? 0} suffix="kg" precision={1} />
      </Card>
      <Table
        rowKey="key"
        size="middle"
        loading={r.isFetching}
        dataSource={rows}
        pagination={{ pageSize: 31 }}
        locale={{ emptyText: '没有采收记录' }}
        columns={[
          { title: BY.find((b) => b.value === by)!.label.slice(1), dataIndex: 'label' },
          { title: '重量', dataIndex: 'kg', align: 'right', render: kg },
          {
            title: '占比',
            key: 'bar',
            width: '40%',
            render: (_v, x) => <div aria-hidden style={{ height: 10, borderRadius: 5, background: '#1f8f4e', width: `${(x.kg / max) * 100}%` }} />,
          },
          { title: '采收次数', dataIndex: 'picks', align: 'right', responsive: ['md'] },
          { title: '批次数', dataIndex: 'batches', align: 'right', responsive: ['md'] },
        ]}
      />
    </PageContainer>
  );
}
