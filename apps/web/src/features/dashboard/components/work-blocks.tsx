import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Col, Flex, List, Row, Statistic, Tag, Typography } from 'antd';
import { formatKg, formatKgNumber } from '@pfs/domain';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@pfs/domain/sales';
import type { StatsEmbed } from '../api/get-stats-embed';
import { monthDay } from '../utils/dashboard-format';
import { BlockCard } from './block-card';

type Warehouse = NonNullable<StatsEmbed['warehouse']>;
type Sales = NonNullable<StatsEmbed['sales']>;

const FORECAST_TAGS: Record<string, { color: string; text: string }> = {
  late: { color: 'red', text: '将延误' },
  at_risk: { color: 'orange', text: '有风险' },
  unplanned: { color: 'gold', text: '未排产' },
};
const orderLink = (o: { order_id: number; order_no: string }) => <Link to={`/plant/sales_detail?order_id=${o.order_id}`}>{o.order_no}</Link>;
const dueText = (days: number) => (days < 0 ? <Tag color="red">超期 {-days} 天</Tag> : days === 0 ? <Tag color="orange">今天</Tag> : <Tag>{days} 天后</Tag>);
const shelfText = (days: number) => (days < 0 ? <Tag color="red">已过期 {-days} 天</Tag> : days === 0 ? <Tag color="orange">今天到期</Tag> : <Tag color="gold">{days} 天后到期</Tag>);

/** One row of a block's list: what it is on the left, the figure and its date on the right; wraps on a phone. */
function Line({ left, right }: { left: ReactNode; right: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap={8} wrap style={{ width: '100%' }}>
      <span style={{ minWidth: 0 }}>{left}</span>
      <span>{right}</span>
    </Flex>
  );
}

function Section<T>({ title, items, empty, render }: { title: ReactNode; items: T[]; empty: string; render: (x: T) => ReactNode }) {
  return (
    <>
      <Typography.Text strong style={{ display: 'block', marginTop: 12 }}>
        {title}
      </Typography.Text>
      <List size="small" dataSource={items} locale={{ emptyText: empty }} renderItem={(x) => <List.Item style={{ paddingInline: 0 }}>{render(x)}</List.Item>} />
    </>
  );
}

const stat = (title: string, value: number | string, danger = false, suffix?: string) => (
  <Col xs={8}>
    <Statistic title={title} value={value} suffix={suffix} valueStyle={danger && Number(value) > 0 ? { color: '#f5222d' } : undefined} />
  </Col>
);

/** 仓管员: 待出货 (due within 3 days or late), 暂存待入库, 临期成品. */
export function WarehouseBlock({ w }: { w: Warehouse }) {
  return (
    <BlockCard title="仓库待办" to="/finished/shipment" testId="dash-warehouse">
      <Row gutter={[8, 8]}>
        {stat('待出货（单）', w.ship_due.total_ct, w.ship_due.late_ct > 0)}
        {stat('暂存待入库', w.tmp.total_ct, false, '项')}
        {stat('临期 / 过期批号', w.expiry.expiring_ct + w.expiry.expired_ct, w.expiry.expired_ct > 0)}
      </Row>
      <Section
        title={<Link to="/finished/shipment">待出货（3 天内交货）</Link>}
        items={w.ship_due.items}
        empty="3 天内没有要出货的订单"
        render={(o) => <Line left={<>{orderLink(o)} {o.cust_name}</>} right={<>{formatKg(o.left_kg)} {dueText(o.days_left)}</>} />}
      />
      <Section
        title={<Link to="/finished/tmp_store">暂存待入库（共 {formatKg(w.tmp.kg)}）</Link>}
        items={w.tmp.items}
        empty="暂存里没有等待入库的采收"
        render={(t) => (
          <Line
            left={<>{t.batch_no} {t.crop} {t.variety} · {t.grade_name}</>}
            right={<>{formatKg(t.tmp_kg)} <Typography.Text type="secondary">{monthDay(t.last_pick)} 采收</Typography.Text></>}
          />
        )}
      />
      <Section
        title={<Link to="/finished/storage">临期成品（2 天内到期或已过期）</Link>}
        items={w.expiry.items}
        empty="没有临期的成品"
        render={(l) => <Line left={<>{l.lot_no} {l.crop} · {l.grade_name}</>} right={<>{formatKg(l.left_kg)} {shelfText(l.shelf_left_days)}</>} />}
      />
    </BlockCard>
  );
}

/** 销售: orders whose forecast misses the date, and the deliveries of the next 7 days. */
export function SalesBlock({ s }: { s: Sales }) {
  return (
    <BlockCard title="订单" to="/plant/sales" testId="dash-sales">
      <Row gutter={[8, 8]}>
        {stat('有风险的订单', s.at_risk.total_ct, true)}
        {stat('本周交货（单）', s.week.total_ct)}
        {stat('本周交货量', formatKgNumber(s.week.kg), false, 'kg')}
      </Row>
      <Section
        title="有风险的订单"
        items={s.at_risk.items}
        empty="所有订单都可按期交货"
        render={(o) => (
          <Flex vertical style={{ width: '100%' }}>
            <Line
              left={<>{orderLink(o)} {o.cust_name}</>}
              right={<>{FORECAST_TAGS[o.state] ? <Tag color={FORECAST_TAGS[o.state]!.color}>{FORECAST_TAGS[o.state]!.text}</Tag> : null}交货 {monthDay(o.delivery_date)}</>}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {o.message}
            </Typography.Text>
          </Flex>
        )}
      />
      <Section
        title={`本周交货（${monthDay(s.week.from)} 至 ${monthDay(s.week.to)}）`}
        items={s.week.items}
        empty="本周没有要交货的订单"
        render={(o) => (
          <Line
            left={<>{orderLink(o)} {o.cust_name}</>}
            right={<>{formatKg(o.qty_kg)} <Tag>{ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status}</Tag>{monthDay(o.delivery_date)}</>}
          />
        )}
      />
    </BlockCard>
  );
}
