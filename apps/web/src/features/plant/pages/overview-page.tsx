import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Card, Col, Empty, Flex, Grid, List, Row, Skeleton, Statistic, Table, Tag, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { type PlantOverview } from '@pfs/domain/plant';
import { smallTable } from '@/components/list-page';
import { EChart } from '@/components/echart/echart';
import { useCurrentFid } from '@/lib/auth-store';
import { usePlantOverview } from '../api/get-plant-overview';
import { BatchLink, batchDetailPath } from '../components/batch-link';
import { PhaseTag } from '../components/phase-tag';
import { areaOccupancyOption, lossReasonOption } from '../utils/overview-chart-option';
import { PHASE_COLORS, changePct, count, kgText } from '../utils/plant-format';
import { DueSowingsCard } from '../components/due-sowings-card';

type Due = PlantOverview['due'][number];
const NEXT_LABELS = { move: '移动', transplant: '移栽', pick: '采收' } as const;
const WARN_COLORS = { expired: 'red', expiring: 'orange', low_stock: 'gold' } as const;
const WARN_LABELS = { expired: '已过期', expiring: '即将过期', low_stock: '库存不足' } as const;

function Figures({ o }: { o: PlantOverview }) {
  const batches = o.phases.reduce((s, p) => s + p.batch_ct, 0);
  const dishes = o.phases.reduce((s, p) => s + p.dishes, 0);
  const plants = o.phases.reduce((s, p) => s + p.plants, 0);
  const change = changePct(o.harvest.kg_this_week, o.harvest.kg_last_week);
  return (
    <Row gutter={[16, 16]}>
      {(
        [
          ['在产批次', batches],
          ['在产盘数', dishes],
          ['在产株数', plants],
        ] as const
      ).map(([title, value]) => (
        <Col key={title} xs={12} md={8} xl={4}>
          <Card size="small">
            <Statistic title={title} value={value} />
          </Card>
        </Col>
      ))}
      <Col xs={12} md={8} xl={4}>
        <Card size="small">
          <Statistic title="本周采收" value={o.harvest.kg_this_week} precision={1} suffix="kg" />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            上周同期 {kgText(o.harvest.kg_last_week)}{' '}
            {change !== null && (
              <Typography.Text type={change >= 0 ? 'success' : 'danger'} style={{ fontSize: 12 }}>
                {change >= 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {Math.abs(change)}%
              </Typography.Text>
            )}
          </Typography.Text>
        </Card>
      </Col>
      <Col xs={12} md={8} xl={4}>
        <Card size="small">
          <Statistic title="本周损耗" value={o.losses.plants_this_week} suffix="株" valueStyle={o.losses.plants_this_week ? { color: '#f5222d' } : undefined} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            整盘损耗 {o.losses.dishes_this_week} 盘
          </Typography.Text>
        </Card>
      </Col>
      <Col xs={12} md={8} xl={4}>
        <Card size="small">
          <Statistic title="本周播种" value={o.sowings.batches_this_week} suffix="批" />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            共 {count(o.sowings.dishes_this_week)} 盘
          </Typography.Text>
        </Card>
      </Col>
    </Row>
  );
}

function PhaseCards({ o }: { o: PlantOverview }) {
  return (
    <Row gutter={[12, 12]}>
      {o.phases.map((p) => (
        <Col key={p.phase} xs={24} sm={8}>
          <Card size="small" style={{ borderTop: `3px solid ${PHASE_COLORS[p.phase]}` }}>
            <Typography.Text strong>{PLANT_PHASE_LABELS[p.phase]}</Typography.Text>
            <Flex justify="space-between" style={{ marginTop: 8 }}>
              <Statistic value={p.dishes} suffix="盘" valueStyle={{ fontSize: 20 }} />
              <Typography.Text type="secondary">
                {p.batch_ct} 批 · {count(p.plants)} 株
              </Typography.Text>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function DueTable({ o }: { o: PlantOverview }) {
  const navigate = useNavigate();
  return (
    <Table<Due>
      rowKey={(d) => `${d.batch_id}:${d.phase}:${d.area_id}`}
      {...smallTable(o.due)}
      locale={{ emptyText: '今天没有到期的移动、移栽或采收' }}
      onRow={(d) => ({ onClick: () => void navigate(batchDetailPath(d.batch_id)), style: { cursor: 'pointer' } })}
      columns={[
        {
          title: '批次',
          dataIndex: 'batch_no',
          render: (no: string, d) => (
            <Flex vertical>
              <span style={{ whiteSpace: 'nowrap' }}>
                <BatchLink id={d.batch_id} no={no} />
              </span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {d.crop} · {d.area_name} · {d.dishes} 盘
              </Typography.Text>
            </Flex>
          ),
        },
        { title: '阶段', key: 'at', responsive: ['sm'], render: (_v, d) => <PhaseTag phase={d.phase} /> },
        {
          title: '待办',
          key: 'next',
          onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
          render: (_v, d) => (
            <Flex vertical>
              <span>{d.next_kind ? `${NEXT_LABELS[d.next_kind]}${d.next_phase && d.next_kind !== 'pick' ? `到${PLANT_PHASE_LABELS[d.next_phase]}` : ''}` : '—'}</span>
              {d.blocked && (
                <Typography.Text type="warning" style={{ fontSize: 12, whiteSpace: 'normal' }}>
                  {d.blocked.reason}
                </Typography.Text>
              )}
            </Flex>
          ),
        },
        {
          title: '超期',
          dataIndex: 'late_days',
          align: 'right',
          onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
          // A step the server would refuse (a pick inside a safety interval) is blocked, not late: why and from when.
          render: (n: number, d) =>
            d.blocked ? (
              <Tooltip title={d.blocked.reason}>
                <Tag>暂不能{d.next_kind ? NEXT_LABELS[d.next_kind] : '进行'}</Tag>
                <Typography.Text type="secondary">{d.blocked.until ? `${d.blocked.until.slice(5)} 起` : '待腾出空位'}</Typography.Text>
              </Tooltip>
            ) : n > 0 ? (
              <Typography.Text type="danger">{n} 天</Typography.Text>
            ) : (
              '今天到期'
            ),
        },
      ]}
    />
  );
}

/** /plant/index 种植概览: what is growing where, what is due today, this week's harvest, losses and stock warnings. */
export default function OverviewPage() {
  const fid = useCurrentFid();
  const overview = usePlantOverview(fid);
  const compact = !Grid.useBreakpoint().md;
  const o = overview.data;
  const areaOption = useMemo(() => (o ? areaOccupancyOption(o.areas, compact) : null), [o, compact]);
  const lossOption = useMemo(() => (o ? lossReasonOption(o.losses.by_reason) : null), [o]);
  if (!fid) return null;
  if (overview.isError)
    return (
      <div className="pfs-page">
        <Alert type="error" showIcon message="种植概览加载失败，请稍后重试" />
      </div>
    );
  if (!o || !areaOption || !lossOption)
    return (
      <div className="pfs-page">
        <Skeleton active />
      </div>
    );
  return (
    <div className="pfs-page">
      <Flex justify="space-between" align="baseline" wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          种植概览
        </Typography.Title>
        <Typography.Text type="secondary">{o.today} · 本周从周一算起，对比上周同期</Typography.Text>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <Figures o={o} />
        </Col>
        <Col span={24}>
          <PhaseCards o={o} />
        </Col>
        <Col xs={24} xl={14}>
          <Card title="各区域盘位占用" size="small">
            {o.areas.length ? (
              <EChart option={areaOption} height={Math.max(200, o.areas.length * 44 + 70)} label="各区域按阶段的盘数与空位" />
            ) : (
              <Empty description="还没有设置盘位的区域" />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={`今日待办（${o.due_ct}）`} size="small" extra={<Link to="/plant/in_process_table">全部在产批次</Link>}>
            <DueTable o={o} />
          </Card>
        </Col>
        <Col span={24}>
          <DueSowingsCard fid={fid} />
        </Col>
        <Col xs={24} xl={10}>
          <Card title="本周损耗原因" size="small" extra={<Link to="/plant/damaged">损耗记录</Link>}>
            {o.losses.by_reason.length ? (
              <EChart option={lossOption} height={Math.max(120, o.losses.by_reason.length * 32 + 40)} label="本周损耗株数按原因" />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="本周没有损耗" />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card title={`库存预警（${o.warnings.length}）`} size="small">
            <List
              size="small"
              dataSource={o.warnings}
              locale={{ emptyText: '没有库存预警' }}
              renderItem={(w) => (
                <List.Item>
                  <span>
                    <Tag color={WARN_COLORS[w.kind]}>{WARN_LABELS[w.kind]}</Tag>
                    {w.msg}
                  </span>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
