import { Link } from 'react-router';
import { Col, Empty, Flex, Grid, Row, Statistic, Table, Tag, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { PLANT_PHASE_LABELS, thousands } from '@pfs/domain';
import { EChart } from '@/components/echart/echart';
import type { StatsEmbed } from '../api/get-stats-embed';
import { dueMark, harvestChange, windowLabel } from '../utils/dashboard-format';
import { harvestDaysOption } from '../utils/harvest-chart-option';
import { BlockCard } from './block-card';

type Planting = NonNullable<StatsEmbed['planting']>;
type Due = Planting['due']['items'][number];
const NEXT_LABELS = { move: '移动', transplant: '移栽', pick: '采收' } as const;

/** A factory that never sowed (a nursery without planting records, a new factory): say so and where to start. */
function NoProduction() {
  return (
    <BlockCard title="种植" to="/plant/batch" testId="dash-planting">
      <Empty description="本厂还没有种植批次：在「种植批次」页播种后，这里显示今日到期操作、各阶段盘数和采收。">
        <Link to="/plant/batch">去播种</Link>
      </Empty>
    </BlockCard>
  );
}

function DueBlock({ p }: { p: Planting }) {
  const d = p.due;
  // A phone shows 批次, 下一步 and 到期 without scrolling sideways; crop and place go under the batch number.
  const phone = !Grid.useBreakpoint().sm;
  const stat = (title: string, value: number, danger = false) => (
    <Col xs={8} sm={4}>
      <Statistic title={title} value={value} valueStyle={danger && value > 0 ? { color: '#f5222d' } : undefined} />
    </Col>
  );
  return (
    <BlockCard title="今日待办" to="/plant/in_process_table" testId="dash-due" extra={<Typography.Text type="secondary">共 {d.total_ct} 项到期</Typography.Text>}>
      <Row gutter={[8, 8]}>
        {stat('今日播种（批）', p.sown_today.batches)}
        {stat('到期移动', d.move_ct)}
        {stat('到期移栽', d.transplant_ct)}
        {stat('到期采收', d.pick_ct)}
        {stat('已超期', d.late_ct, true)}
        <Col xs={8} sm={4}>
          <Statistic title="今日播种（盘）" value={p.sown_today.dishes} />
        </Col>
      </Row>
      <Table<Due>
        style={{ marginTop: 12 }}
        size="small"
        rowKey={(r) => `${r.batch_id}-${r.phase}-${r.area_id}`}
        dataSource={d.items}
        pagination={false}
        locale={{ emptyText: '今天没有到期的操作' }}
        scroll={phone ? undefined : { x: 560 }}
        columns={[
          {
            title: '批次',
            render: (_, r) => (
              <>
                <Link to={`/plant/batch_detail?batch_id=${r.batch_id}`} style={{ whiteSpace: 'nowrap' }}>
                  {r.batch_no}
                </Link>
                {phone && (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {r.crop} · {r.area_name} · {r.dishes} 盘
                  </Typography.Text>
                )}
              </>
            ),
          },
          { title: '作物', responsive: ['sm'], render: (_, r) => `${r.crop} · ${r.variety}` },
          { title: '阶段 / 区域', responsive: ['sm'], render: (_, r) => <span><Tag>{PLANT_PHASE_LABELS[r.phase]}</Tag>{r.area_name}</span> },
          { title: '盘数', dataIndex: 'dishes', align: 'right', responsive: ['sm'] },
          { title: '下一步', render: (_, r) => (r.next_kind ? `${NEXT_LABELS[r.next_kind]}${r.next_kind === 'pick' ? '' : `到「${PLANT_PHASE_LABELS[r.next_phase!]}」`}` : '—') },
          {
            title: '到期',
            render: (_, r) => {
              const m = dueMark(r);
              const tag = <Tag color={m.color}>{m.text}</Tag>;
              return m.tip ? (
                <Tooltip title={m.tip}>
                  {tag}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {m.tip}
                  </Typography.Text>
                </Tooltip>
              ) : (
                tag
              );
            },
          },
        ]}
      />
    </BlockCard>
  );
}

function PhaseBlock({ p }: { p: Planting }) {
  return (
    <BlockCard title="各阶段在产" to="/plant/in_process_phases" testId="dash-phases">
      <Flex vertical gap={12}>
        {p.phases.map((ph) => (
          <Flex key={ph.phase} justify="space-between" align="center" style={{ borderInlineStart: '4px solid #389e0d', paddingInlineStart: 8 }}>
            <Typography.Text strong>{PLANT_PHASE_LABELS[ph.phase]}</Typography.Text>
            <Typography.Text>
              <b data-testid={`dash-phase-${ph.phase}`}>{thousands(ph.dishes)}</b> 盘 · {thousands(ph.plants)} 株 · {ph.batch_ct} 批
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </BlockCard>
  );
}

function HarvestBlock({ p }: { p: Planting }) {
  const h = p.harvest;
  const change = harvestChange(h);
  return (
    <BlockCard title="采收" to="/plant/history" testId="dash-harvest">
      <Row gutter={16}>
        <Col span={12}>
          <Statistic title={`近 7 天（${windowLabel(h.recent)}）`} value={h.recent.kg} precision={1} suffix="kg" />
        </Col>
        <Col span={12}>
          <Statistic title={`前 7 天（${windowLabel(h.before)}）`} value={h.before.kg} precision={1} suffix="kg" />
          {change !== null && (
            <Typography.Text type={change >= 0 ? 'success' : 'danger'} style={{ fontSize: 12 }}>
              {change >= 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />} 近 7 天{change >= 0 ? '多' : '少'} {Math.abs(change)}%
            </Typography.Text>
          )}
        </Col>
      </Row>
      {h.days.some((d) => d.kg > 0) ? (
        <EChart option={harvestDaysOption(h)} height={160} label="近 14 天每日采收（kg）" />
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          近 14 天没有采收记录。
        </Typography.Paragraph>
      )}
    </BlockCard>
  );
}

/** The planting blocks of the home page (plant.list). */
export function PlantingBlocks({ p }: { p: Planting }) {
  if (!p.has_batches) return <NoProduction />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <DueBlock p={p} />
      </Col>
      <Col xs={24} md={12} xl={5}>
        <PhaseBlock p={p} />
      </Col>
      <Col xs={24} md={12} xl={7}>
        <HarvestBlock p={p} />
      </Col>
    </Row>
  );
}
