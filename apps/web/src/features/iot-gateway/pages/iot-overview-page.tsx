import { Badge, Card, Col, Empty, Row, Space, Statistic, Tag, Typography } from 'antd';
import { formatValue } from '@pfs/domain';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { Sparkline } from '@/components/echart/sparkline';
import { useIotFacStates, type GatewayState } from '../api/get-iot-fac-states';
import { useIotPointTrends, type PointTrend } from '../api/get-iot-point-trends';
import { Freshness } from '../components/freshness';

function GatewayCard({ g, trends }: { g: GatewayState; trends: Map<number, PointTrend> | undefined }) {
  const sensors = g.points.filter((p) => p.kind !== 'switch');
  const switches = g.points.filter((p) => p.kind === 'switch');
  const newest = sensors.map((p) => p.ts).filter(Boolean).sort().at(-1) ?? null;
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
              <Statistic title={p.name || p.code} value={formatValue(p.value, p.unit, trends?.get(p.point_id)?.quantity)} suffix={p.value === null ? undefined : p.unit} valueStyle={{ fontSize: 20 }} />
              {trends?.get(p.point_id) && <Sparkline points={trends.get(p.point_id)!.spark} unit={p.unit} quantity={trends.get(p.point_id)!.quantity} width={120} height={22} />}
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

export default function IotOverviewPage() {
  const fid = useCurrentFid();
  const states = useIotFacStates(fid);
  const trends = useIotPointTrends(fid);
  const gws = states.data ?? [];
  return (
    <PageContainer title="环境总览" description="各区域的最新数值（标注数据新鲜度）、开关状态与网关在线情况；实时推送，连接中断时每 5 秒刷新。">
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col xs={8}><Statistic title="网关" value={gws.length} /></Col>
        <Col xs={8}><Statistic title="在线" value={gws.filter((g) => g.online).length} valueStyle={{ color: '#52c41a' }} /></Col>
        <Col xs={8}><Statistic title="离线" value={gws.filter((g) => !g.online).length} valueStyle={{ color: gws.some((g) => !g.online) ? '#ff4d4f' : undefined }} /></Col>
      </Row>
      {gws.length === 0 && !states.isLoading ? (
        <Empty description={<Typography.Text type="secondary">本工厂还没有网关，请在「网关」页面添加</Typography.Text>} />
      ) : (
        <Row gutter={[16, 16]}>
          {gws.map((g) => (
            <Col key={g.gw_id} xs={24} xl={12}>
              <GatewayCard g={g} trends={trends.data} />
            </Col>
          ))}
        </Row>
      )}
    </PageContainer>
  );
}
