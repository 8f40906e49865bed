import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Col, Grid, Result, Row, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { LOSS_REASON_LABELS, type BatchEventView, type LossReason } from '@pfs/domain/plant';
import { smallTable } from '@/components/list-page';
import { useCurrentFid } from '@/lib/auth-store';
import { usePlantBatchDetail } from '../api/get-plant-batch-detail';
import { specName } from '../utils/cycle-chart-option';
import { phaseText } from '../utils/plant-format';
import { BatchActionBar } from './batch-action-bar';
import { BatchClimateCard } from './batch-climate-card';
import { BatchHarvest, BatchProtections } from './batch-harvest-card';
import { BatchHeader } from './batch-header';
import { BatchPics } from './batch-pics';
import { BatchPlacesTable, BatchPlanTable } from './batch-progress-tables';
import { BatchTimeline, shownEvents } from './batch-timeline';

function LossTable({ events }: { events: BatchEventView[] }) {
  const losses = events.filter((e) => e.kind === 'loss' && !e.voided);
  return (
    <Table<BatchEventView>
      rowKey="event_id"
      {...smallTable(losses)}
      locale={{ emptyText: '没有损耗' }}
      columns={[
        { title: '日期', dataIndex: 'date', width: 110 },
        { title: '位置', key: 'where', responsive: ['sm'], render: (_v, e) => `${phaseText(e.from_phase)} · ${e.from_area_name ?? '—'}` },
        { title: '原因', dataIndex: 'reason', width: 100, render: (r: LossReason | null) => (r ? <Tag color="red">{LOSS_REASON_LABELS[r]}</Tag> : '—') },
        { title: '盘 / 株', key: 'n', width: 90, render: (_v, e) => `${e.dishes} / ${e.plants}` },
        { title: '图片', dataIndex: 'pic_ct', width: 70, responsive: ['sm'], render: (n: number) => (n ? `${n} 张` : '—') },
      ]}
    />
  );
}

/**
 * 批次详情 (?batch_id=): header, places now, plan vs actual, the event log, harvest, protections, losses, pictures and
 * the climate per phase; the actions record on the batch as loaded.
 */
export function BatchDetailView({ backTo }: { backTo: string }) {
  const fid = useCurrentFid();
  const [params] = useSearchParams();
  const batchId = Number(params.get('batch_id')) || null;
  const navigate = useNavigate();
  const detail = usePlantBatchDetail(fid, batchId);
  // On a phone the actions go under the title instead of beside it.
  const wide = !!Grid.useBreakpoint().lg;
  if (!fid) return null;
  if (!batchId || detail.isError)
    return (
      <Result
        status="404"
        title={batchId ? '批次不存在' : '未指定批次'}
        subTitle={batchId ? '它可能属于其他工厂，或编号有误' : '请从批次列表进入'}
        extra={<Button onClick={() => void navigate(backTo)}>返回批次列表</Button>}
      />
    );
  if (detail.isLoading || !detail.data) return <Skeleton active style={{ padding: 24 }} />;
  const d = detail.data;
  return (
    <div className="pfs-page">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card
          title={
            <Space wrap>
              <Typography.Title level={4} style={{ margin: 0 }}>
                批次 {d.batch.batch_no}
              </Typography.Title>
              <Typography.Text type="secondary">{specName(d.batch)}</Typography.Text>
            </Space>
          }
          extra={wide ? <BatchActionBar fid={fid} detail={d} /> : undefined}
        >
          {!wide && (
            <div style={{ marginBottom: 12 }}>
              <BatchActionBar fid={fid} detail={d} />
            </div>
          )}
          <BatchHeader d={d} />
        </Card>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Card title="当前位置" size="small">
              <BatchPlacesTable places={d.places} />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title="计划与实际" size="small">
              <BatchPlanTable plan={d.plan} />
            </Card>
          </Col>
        </Row>
        <Card title="各阶段环境" size="small">
          <BatchClimateCard fid={fid} batchId={d.batch.batch_id} />
        </Card>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Card title={`操作记录（${shownEvents(d.events).length}）`} size="small">
              <BatchTimeline fid={fid} batchId={d.batch.batch_id} events={d.events} deleted={d.batch.status === 'del'} />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              <Card title="采收" size="small">
                <BatchHarvest h={d.harvest} />
              </Card>
              <Card title="植保" size="small">
                <BatchProtections list={d.protections} />
              </Card>
              <Card title="损耗" size="small">
                <LossTable events={d.events} />
              </Card>
              <Card title={`图片（${d.pic_ct}）`} size="small">
                <BatchPics fid={fid} batchId={d.batch.batch_id} />
              </Card>
            </Space>
          </Col>
        </Row>
      </Space>
    </div>
  );
}
