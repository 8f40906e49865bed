import { Badge, Card, Col, Empty, Row, Space, Statistic, Tag } from 'antd';
import { formatValue } from '@pfs/domain';
import { Sparkline } from '@/components/echart/sparkline';
import type { GatewayState } from '../api/get-iot-fac-states';
import type { PointTrend } from '../api/get-iot-point-trends';
import { Freshness } from './freshness';

/** 环境总览: one gateway's latest sensor values with their trends and freshness, and its switches' states. */
export function GatewayStateCard({ g, trends }: { g: GatewayState; trends: Map<number, PointTrend> | undefined }) {
  const sensors = g.points.filter((p) => p.kind !== 'switch');
  const switches = g.points.filter((p) => p.kind === 'switch');
  const newest =
    sensors
      .map((p) => p.ts)
      .filter(Boolean)
      .sort()
      .at(-1) ?? null;
  return (
    <Card
      data-testid={`gw-${g.sn}`}
      title={
        <Space>
          <Badge status={g.online ? 'success' : 'error'} />
          {g.area_name ? `${g.area_name} · ${g.name}` : g.name}
          {g.simulated && <Tag>模拟</Tag>}
        </Space>
      }
      extra={<Freshness ts={newest} />}
    >
      {sensors.length === 0 ? (
        <Empty description="网关尚未上报点位" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Row gutter={[12, 12]}>
          {sensors.map((p) => (
            <Col key={p.point_id} xs={12} md={8}>
              <Statistic
                title={p.name || p.code}
                value={formatValue(p.value, p.unit, trends?.get(p.point_id)?.quantity)}
                suffix={p.value === null ? undefined : p.unit}
                valueStyle={{ fontSize: 20 }}
              />
              {trends?.get(p.point_id) && (
                <Sparkline points={trends.get(p.point_id)!.spark} unit={p.unit} quantity={trends.get(p.point_id)!.quantity} width={120} height={22} />
              )}
            </Col>
          ))}
        </Row>
      )}
      {switches.length > 0 && (
        <Space wrap style={{ marginTop: 12 }}>
          {switches.map((s) => (
            <Tag key={s.point_id} color={s.on ? 'green' : 'default'}>
              {s.name || s.code}：{s.on === null ? '未知' : s.on ? `开启${s.value !== null ? ` ${formatValue(s.value, s.unit)}${s.unit}` : ''}` : '关闭'}
            </Tag>
          ))}
        </Space>
      )}
    </Card>
  );
}
