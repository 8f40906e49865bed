import { Col, Empty, Row, Statistic, Typography } from 'antd';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { useIotFacStates } from '../api/get-iot-fac-states';
import { useIotPointTrends } from '../api/get-iot-point-trends';
import { GatewayStateCard } from '../components/gateway-state-card';

export default function IotOverviewPage() {
  const fid = useCurrentFid();
  const states = useIotFacStates(fid);
  const trends = useIotPointTrends(fid);
  const gws = states.data ?? [];
  return (
    <PageContainer title="环境总览" description="各区域的最新数值（标注数据新鲜度）、开关状态与网关在线情况；实时推送，连接中断时每 5 秒刷新。">
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col xs={8}>
          <Statistic title="网关" value={gws.length} />
        </Col>
        <Col xs={8}>
          <Statistic title="在线" value={gws.filter((g) => g.online).length} valueStyle={{ color: '#52c41a' }} />
        </Col>
        <Col xs={8}>
          <Statistic title="离线" value={gws.filter((g) => !g.online).length} valueStyle={{ color: gws.some((g) => !g.online) ? '#ff4d4f' : undefined }} />
        </Col>
      </Row>
      {gws.length === 0 && !states.isLoading ? (
        <Empty description={<Typography.Text type="secondary">本工厂还没有网关，请在「网关」页面添加</Typography.Text>} />
      ) : (
        <Row gutter={[16, 16]}>
          {gws.map((g) => (
            <Col key={g.gw_id} xs={24} xl={12}>
              <GatewayStateCard g={g} trends={trends.data} />
            </Col>
          ))}
        </Row>
      )}
    </PageContainer>
  );
}
