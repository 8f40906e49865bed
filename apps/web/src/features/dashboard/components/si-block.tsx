import { Link } from 'react-router';
import { Col, List, Row, Statistic, Tag, Typography } from 'antd';
import type { z } from 'zod';
import type { siHomeSchema } from '@pfs/domain/si';
import { monthDay } from '../utils/dashboard-format';
import { BlockCard } from './block-card';

type SiHome = z.infer<typeof siHomeSchema>;

const red = (n: number) => (n > 0 ? { color: '#f5222d' } : undefined);

/** 日常巡检: today's plans done of due, plans overdue, open abnormalities and the five due first. */
export function SiBlock({ s }: { s: SiHome }) {
  return (
    <BlockCard title="日常巡检" to="/si/plan" testId="dash-si">
      <Row gutter={[8, 8]}>
        <Col xs={8}>
          <Statistic title="今日计划（完成/总数）" value={s.today_done} suffix={`/ ${s.today_plans}`} />
        </Col>
        <Col xs={8}>
          <Statistic title="逾期计划" value={s.overdue_plans} valueStyle={red(s.overdue_plans)} />
        </Col>
        <Col xs={8}>
          <Statistic
            title="待处理异常"
            value={s.open_cases}
            suffix={s.overdue_cases > 0 ? <Typography.Text type="danger" style={{ fontSize: 14 }}>（逾期 {s.overdue_cases}）</Typography.Text> : undefined}
          />
        </Col>
      </Row>
      <Typography.Text strong style={{ display: 'block', marginTop: 12 }}>
        <Link to="/si/err_list">待处理异常（最早到期）</Link>
      </Typography.Text>
      <List
        size="small"
        dataSource={s.cases}
        locale={{ emptyText: '没有待处理的巡检异常' }}
        renderItem={(c) => (
          <List.Item style={{ paddingInline: 0 }} extra={c.overdue ? <Tag color="red">逾期 {monthDay(c.deadline)}</Tag> : <Tag>{monthDay(c.deadline)} 前</Tag>}>
            <span style={{ minWidth: 0 }}>
              {c.item_name} · <Typography.Text type="secondary">{c.target_name}</Typography.Text>
              {c.owner_name && <Typography.Text type="secondary">（{c.owner_name}）</Typography.Text>}
            </span>
          </List.Item>
        )}
      />
    </BlockCard>
  );
}
