import { Button, Card, Descriptions, Empty, Skeleton, Space, Typography } from 'antd';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import type { TrialView } from '@pfs/domain/labs';
import { PageContainer } from '@/components/page-container';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useLab } from '../api/get-lab';
import { TrialCharts } from './trial-charts';
import { TrialCompareTable } from './trial-compare-table';
import { TrialStatusTag } from './trial-status-tag';

/** The trial page: what it tests, then its batches side by side and the charts. */
export function TrialDetailView({ fid, trialId, onBack, onEdit }: { fid: number; trialId: number; onBack: () => void; onEdit: (t: TrialView) => void }) {
  const d = useLab(fid, trialId);
  const canEdit = useHasAnyPerm(['labs.edit']);
  const linkBatches = useHasAnyPerm(['plant.list']);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
      返回实验列表
    </Button>
  );
  if (d.isLoading) return <Skeleton active />;
  if (!d.data) return <Empty style={{ marginTop: 80 }} description={d.isError ? '实验不存在或已无权查看' : '没有数据'}>{back}</Empty>;
  const { trial, columns } = d.data;
  return (
    <PageContainer
      title={`实验：${trial.name}`}
      description={trial.goal || '（未填写实验目的）'}
      extra={
        <Space>
          {back}
          {canEdit && (
            <Button type="primary" icon={<EditOutlined />} onClick={() => onEdit(trial)}>
              编辑
            </Button>
          )}
        </Space>
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 4 }}>
          <Descriptions.Item label="状态">
            <TrialStatusTag status={trial.status} />
          </Descriptions.Item>
          <Descriptions.Item label="日期">{`${trial.start_date} → ${trial.end_date ?? '进行中'}`}</Descriptions.Item>
          <Descriptions.Item label="每盘面积">{trial.dish_m2} m²</Descriptions.Item>
          <Descriptions.Item label="创建">{`${trial.created_by_name || '—'} · ${trial.created_at.slice(0, 10)}`}</Descriptions.Item>
          {trial.remark && (
            <Descriptions.Item label="备注" span={4}>
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{trial.remark}</Typography.Paragraph>
            </Descriptions.Item>
          )}
        </Descriptions>
        <Card size="small" title={`批次对比（${columns.length} 个批次）`}>
          <TrialCompareTable columns={columns} linkBatches={linkBatches} />
        </Card>
        <TrialCharts columns={columns} />
      </Space>
    </PageContainer>
  );
}
