import { Link } from 'react-router';
import { Col, Progress, Row, Statistic, Tooltip, Typography } from 'antd';
import type { z } from 'zod';
import type { mesHomeSchema } from '@pfs/domain/mes';
import { BlockCard } from './block-card';

type MesHome = z.infer<typeof mesHomeSchema>;

const red = (n: number) => (n > 0 ? { color: '#f5222d' } : undefined);
const pct = (x: number | null) => (x === null ? '—' : `${Math.round(x * 1000) / 10}%`);

/** 生产: today's work orders done of all, running, late, machines in fault, and this week's OEE with its factors. */
export function MesBlock({ m }: { m: MesHome }) {
  const w = m.week;
  return (
    <BlockCard title="生产" to="/m02/index1" testId="dash-mes">
      <Row gutter={[8, 8]}>
        <Col xs={12} sm={6} lg={4}>
          <Statistic title="今日工单（完成/总数）" value={m.today_done} suffix={`/ ${m.today_orders}`} />
        </Col>
        <Col xs={12} sm={6} lg={4}>
          <Statistic title="进行中" value={m.doing} />
        </Col>
        <Col xs={12} sm={6} lg={4}>
          <Statistic title="逾期工单" value={m.late} valueStyle={red(m.late)} />
        </Col>
        <Col xs={12} sm={6} lg={4}>
          <Statistic title={<Link to="/m01/index1">故障设备</Link>} value={m.machines_fault} suffix="台" valueStyle={red(m.machines_fault)} />
        </Col>
        <Col xs={24} lg={8}>
          <Tooltip title={`时间开动率 ${pct(w.availability)} × 性能开动率 ${pct(w.performance)} × 合格品率 ${pct(w.quality)}`}>
            <div>
              <Typography.Text type="secondary">本周设备 OEE</Typography.Text>
              <Progress
                percent={w.oee === null ? 0 : Math.round(w.oee * 100)}
                format={() => pct(w.oee)}
                strokeColor={w.oee === null ? undefined : w.oee >= 0.85 ? '#52c41a' : w.oee >= 0.6 ? '#faad14' : '#f5222d'}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                开动 {pct(w.availability)} · 性能 {pct(w.performance)} · 合格 {pct(w.quality)}
              </Typography.Text>
            </div>
          </Tooltip>
        </Col>
      </Row>
    </BlockCard>
  );
}
