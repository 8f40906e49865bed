import { Badge, Card, Col, Empty, Flex, List, Row, Skeleton, Statistic, Typography } from 'antd';
import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { usePlantInProcessPhases, type InProcessPhases } from '../api/get-plant-in-process-phases';
import { BatchLink } from '../components/batch-link';
import { PhaseProgressBar } from '../components/phase-progress-bar';
import { PHASE_COLORS, count } from '../utils/plant-format';

type Column = InProcessPhases[number];

function PhaseColumn({ c }: { c: Column }) {
  // Late batches first, the latest at the top: they are what needs doing.
  const batches = [...c.batches].sort((a, b) => b.late_days - a.late_days || b.days_in - a.days_in);
  return (
    <Card
      size="small"
      style={{ borderTop: `3px solid ${PHASE_COLORS[c.phase]}`, height: '100%' }}
      title={
        <Flex justify="space-between" align="center">
          <span>{PLANT_PHASE_LABELS[c.phase]}</span>
          {c.late_ct > 0 && <Badge count={`超期 ${c.late_ct}`} color="red" />}
        </Flex>
      }
    >
      <Flex gap={16} wrap style={{ marginBottom: 8 }}>
        <Statistic title="批次" value={c.batch_ct} valueStyle={{ fontSize: 18 }} />
        <Statistic title="盘数" value={c.dishes} valueStyle={{ fontSize: 18 }} />
        <Statistic title="株数" value={c.plants} valueStyle={{ fontSize: 18 }} />
      </Flex>
      <List
        size="small"
        dataSource={batches}
        locale={{ emptyText: '没有批次在这个阶段' }}
        renderItem={(b) => (
          <List.Item style={b.late_days > 0 ? { background: 'rgba(245, 34, 45, 0.08)' } : undefined}>
            <Flex vertical style={{ width: '100%' }} gap={2}>
              <Flex justify="space-between">
                <BatchLink id={b.batch_id} no={b.batch_no} />
                <Typography.Text type="secondary">
                  {b.crop}
                  {b.variety ? ` · ${b.variety}` : ''} · {count(b.dishes)} 盘
                </Typography.Text>
              </Flex>
              <PhaseProgressBar d={b} />
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** /plant/in_process_phases 在产阶段: a column per growing phase with its batches, late ones marked and listed first. */
export default function InProcessPhasesPage() {
  const fid = useCurrentFid();
  const phases = usePlantInProcessPhases(fid);
  if (!fid) return null;
  return (
    <PageContainer title="在产阶段" description="按阶段查看在产批次；超过计划天数的批次标红并排在前面。">
      {phases.isLoading ? (
        <Skeleton active />
      ) : !phases.data?.length ? (
        <Empty description={phases.isError ? '加载失败，请稍后重试' : '没有在产的批次'} />
      ) : (
        <Row gutter={[16, 16]}>
          {phases.data.map((c) => (
            <Col key={c.phase} xs={24} lg={8}>
              <PhaseColumn c={c} />
            </Col>
          ))}
        </Row>
      )}
    </PageContainer>
  );
}
