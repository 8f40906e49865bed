import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Flex, Space, Table, Typography } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { usePlantBatchDelLog, type BatchDelItem } from '../api/get-plant-batch-del-log';
import { usePlantBatchDetail } from '../api/get-plant-batch-detail';
import { BatchLink } from '../components/batch-link';
import { DeleteBatchModal } from '../components/delete-batch-modal';
import { BatchStatusTag, PhaseTag } from '../components/phase-tag';
import { BatchSelect } from '../components/plant-pickers';
import { specName } from '../utils/cycle-chart-option';
import { count, kgText } from '../utils/plant-format';

function Chosen({ fid, batchId, onDelete }: { fid: number; batchId: number; onDelete: () => void }) {
  const detail = usePlantBatchDetail(fid, batchId);
  const b = detail.data?.batch;
  if (!b) return <Card loading={detail.isLoading} size="small" />;
  return (
    <Card
      size="small"
      title={<BatchLink id={b.batch_id} no={b.batch_no} />}
      extra={
        <Button danger disabled={b.status === 'del'} onClick={onDelete}>
          删除该批次
        </Button>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label="作物 / 品种">{specName(b)}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <BatchStatusTag status={b.status} />
        </Descriptions.Item>
        <Descriptions.Item label="阶段">
          <PhaseTag phase={b.phase} />
        </Descriptions.Item>
        <Descriptions.Item label="播种日期">{b.sow_date}</Descriptions.Item>
        <Descriptions.Item label="在产">
          {count(b.dishes)} 盘 · {count(b.plants)} 株
        </Descriptions.Item>
        <Descriptions.Item label="已采收">{kgText(b.kg_harvested)}</Descriptions.Item>
        <Descriptions.Item label="所在区域">{b.areas.map((a) => a.name).join('、') || '—'}</Descriptions.Item>
        <Descriptions.Item label="记录数">{detail.data?.events.filter((e) => e.kind !== 'void').length ?? 0}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** /plant/batch_delete 删除批次 (plant.del): pick a batch, give the reason, confirm; recent deletions below. */
export default function BatchDeletePage() {
  const fid = useCurrentFid();
  const [batchId, setBatchId] = useState<number>();
  const [deleting, setDeleting] = useState<{ batch_id: number; batch_no: string; dishes: number; plants: number } | null>(null);
  const [page, setPage] = useState({ page: 1, size: 10 });
  const log = usePlantBatchDelLog(fid ? { fid, ...page } : undefined);
  const detail = usePlantBatchDetail(fid, batchId ?? null);
  if (!fid) return null;
  return (
    <PageContainer title="删除批次" description="录入错误或整批报废时删除批次：删除后不再占用盘位，也不能再记录操作，删除原因保留备查。">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text>选择批次</Typography.Text>
          <BatchSelect fid={fid} value={batchId} onChange={(v?: number) => setBatchId(v)} style={{ width: 260 }} />
        </Flex>
        {batchId ? (
          <Chosen fid={fid} batchId={batchId} onDelete={() => detail.data && setDeleting({ ...detail.data.batch })} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="输入批次号查找要删除的批次" />
        )}
        <Typography.Title level={5} style={{ marginBottom: 0 }}>
          最近删除
        </Typography.Title>
        <Table<BatchDelItem>
          rowKey="batch_id"
          size="small"
          loading={log.isLoading}
          dataSource={log.data?.items}
          pagination={{
            current: page.page,
            pageSize: page.size,
            total: log.data?.total_ct,
            onChange: (p, s) => setPage({ page: p, size: s }),
            hideOnSinglePage: true,
          }}
          locale={{ emptyText: '没有删除过批次' }}
          columns={[
            { title: '批次号', dataIndex: 'batch_no', render: (no: string, r) => <BatchLink id={r.batch_id} no={no} /> },
            { title: '作物 / 品种', key: 'spec', responsive: ['md'], render: (_v, r) => specName(r) },
            { title: '删除时在产株数', dataIndex: 'plants_in_process', align: 'right', responsive: ['lg'], render: count },
            { title: '原因', dataIndex: 'del_reason' },
            {
              title: '删除人 / 时间',
              key: 'by',
              responsive: ['sm'],
              render: (_v, r) => `${r.deleted_by_name} · ${formatFactoryTime(r.deleted_at, 'YYYY-MM-DD HH:mm')}`,
            },
          ]}
        />
      </Space>
      <DeleteBatchModal fid={fid} batch={deleting} onClose={() => setDeleting(null)} onDeleted={() => setBatchId(undefined)} />
    </PageContainer>
  );
}
