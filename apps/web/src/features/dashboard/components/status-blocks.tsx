import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, Card, Col, Empty, Flex, List, Row, Space, Statistic, Tag, Typography } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import type { StatsEmbed } from '../api/get-stats-embed';
import { isStale, readingState } from '../utils/dashboard-format';
import { BlockCard } from './block-card';

type Alarms = NonNullable<StatsEmbed['alarms']>;
type Stock = NonNullable<StatsEmbed['stock']>;
type Climate = NonNullable<StatsEmbed['climate']>;

const WARN_COLORS = { expired: 'red', expiring: 'orange', low_stock: 'gold' } as const;
const WARN_LABELS = { expired: '已过期', expiring: '即将过期', low_stock: '库存不足' } as const;
const KIND_PAGES = { seed: '/material/seeds', pesticide: '/material/pesticide', supply: '/material/supply' } as const;
const STATE_COLORS = { low: '#1677ff', high: '#f5222d', ok: '#389e0d', unknown: undefined } as const;
const STATE_LABELS = { low: '偏低', high: '偏高', ok: '', unknown: '' } as const;

/** A count a block shows: its title, the field holding it, and its colour once above zero. */
type Count<T> = [title: string, field: { [K in keyof T]: T[K] extends number ? K : never }[keyof T], color: string];

const ALARM_COUNTS: Count<Alarms>[] = [
  ['未关闭', 'open_ct', '#fa8c16'],
  ['严重', 'severe_ct', '#f5222d'],
];
const STOCK_COUNTS: Count<Stock>[] = [
  ['已过期', 'expired_ct', '#f5222d'],
  ['即将过期', 'expiring_ct', '#fa8c16'],
  ['库存不足', 'low_stock_ct', '#d4b106'],
];

/** A block's counts side by side. */
function Counts<T>({ of, counts }: { of: T; counts: Count<T>[] }) {
  return (
    <Flex gap={24}>
      {counts.map(([title, field, color]) => {
        const value = of[field] as number;
        return <Statistic key={title} title={title} value={value} valueStyle={value ? { color } : undefined} />;
      })}
    </Flex>
  );
}

const alarmItem = (x: Alarms['items'][number]) => (
  <>
    <Space size={4} wrap>
      {x.severe ? <Badge status="error" /> : <Badge status="warning" />}
      <Typography.Text>{x.title}</Typography.Text>
      {x.area_name && <Tag>{x.area_name}</Tag>}
    </Space>
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {formatFactoryTime(x.last_at, 'MM-DD HH:mm')}
    </Typography.Text>
  </>
);

const stockItem = (w: Stock['items'][number]) => (
  <Space size={4} wrap>
    <Tag color={WARN_COLORS[w.kind]}>{WARN_LABELS[w.kind]}</Tag>
    <Typography.Text>{w.msg}</Typography.Text>
  </Space>
);

/** A block's short list of what needs a look, or what to say when there is nothing. */
function BlockList<T>({ items, empty, render }: { items: T[]; empty: string; render: (item: T) => ReactNode }) {
  return <List size="small" dataSource={items} locale={{ emptyText: empty }} renderItem={(x) => <List.Item>{render(x)}</List.Item>} />;
}

/** 未关闭告警 (alarm.list). */
export function AlarmBlock({ a }: { a: Alarms }) {
  return (
    <BlockCard title="未关闭告警" to="/alarm/index" testId="dash-alarms">
      <Counts of={a} counts={ALARM_COUNTS} />
      <BlockList items={a.items} empty="没有未关闭的告警" render={alarmItem} />
    </BlockCard>
  );
}

/** 库存预警 of the material kinds the role may open. */
export function StockBlock({ s }: { s: Stock }) {
  return (
    <BlockCard title="库存预警" to={KIND_PAGES[s.kinds[0]!]} testId="dash-stock">
      <Counts of={s} counts={STOCK_COUNTS} />
      <BlockList items={s.items} empty="没有库存预警" render={stockItem} />
      <Space size={12} wrap>
        {s.kinds.map((k) => (
          <Link key={k} to={KIND_PAGES[k]}>
            {{ seed: '种子', pesticide: '农药', supply: '耗材' }[k]}
          </Link>
        ))}
      </Space>
    </BlockCard>
  );
}

/** 各区域环境: the live climate of every area a gateway is mapped to, against its kind's targets. */
export function ClimateBlock({ c }: { c: Climate }) {
  return (
    <BlockCard title="各区域当前环境" to="/iot/vals" testId="dash-climate">
      {c.length === 0 ? (
        <Empty description="还没有网关对应到区域：在「物联网配置」里为区域选择环境网关。" />
      ) : (
        <Row gutter={[12, 12]}>
          {c.map((area) => (
            <Col key={area.area_id} xs={24} sm={12} xl={6}>
              <Card size="small" type="inner" title={area.name} extra={<Typography.Text type="secondary">{area.field_name}</Typography.Text>}>
                {area.readings.length === 0 && <Typography.Text type="secondary">暂无读数</Typography.Text>}
                {area.readings.map((r) => {
                  const state = readingState(r, area.targets);
                  const stale = isStale(r);
                  return (
                    <Flex key={r.quantity} justify="space-between">
                      <Typography.Text type="secondary">{r.name}</Typography.Text>
                      <Typography.Text style={{ color: stale ? undefined : STATE_COLORS[state] }} type={stale ? 'secondary' : undefined} title={`${formatFactoryTime(r.ts, 'MM-DD HH:mm')}${stale ? '（读数已过时）' : ''}`}>
                        {r.value} {r.unit} {STATE_LABELS[state]}
                        {stale && ' · 过时'}
                      </Typography.Text>
                    </Flex>
                  );
                })}
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </BlockCard>
  );
}
