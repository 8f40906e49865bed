import { Alert, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useAuthStore, useCurrentFid } from '@/lib/auth-store';
import { useStatsEmbed } from '../api/get-stats-embed';
import { FacHeader, QuickEntries } from '../components/fac-summary';
import { PlantingBlocks } from '../components/planting-blocks';
import { AlarmBlock, ClimateBlock, StockBlock } from '../components/status-blocks';

/**
 * /dashboard: the home page of the current role — today's planting to-do, dishes per phase, harvest, open alarms,
 * stock warnings and each area's climate now. The server leaves out the blocks the role may not see.
 */
export default function DashboardPage() {
  const { crtFacRole, user } = useAuthStore();
  const fid = useCurrentFid();
  const q = useStatsEmbed(fid);
  if (!crtFacRole || !user) {
    return (
      <div className="pfs-page">
        <Card>
          <Typography.Title level={4}>欢迎，{user?.cname}</Typography.Title>
          <Typography.Paragraph type="secondary">您还不是任何工厂的成员。请联系工厂管理员把您加入工厂。</Typography.Paragraph>
        </Card>
      </div>
    );
  }
  const d = q.data;
  const side = d && (d.alarms || d.stock);
  return (
    <div className="pfs-page">
      <Flex vertical gap={16}>
        <FacHeader today={d?.today} />
        {q.isError && <Alert type="error" showIcon message="首页数据加载失败" description={(q.error as Error).message} />}
        {q.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
        {d?.planting && <PlantingBlocks p={d.planting} />}
        {side && (
          <Row gutter={[16, 16]}>
            {d.alarms && (
              <Col xs={24} lg={12}>
                <AlarmBlock a={d.alarms} />
              </Col>
            )}
            {d.stock && (
              <Col xs={24} lg={12}>
                <StockBlock s={d.stock} />
              </Col>
            )}
          </Row>
        )}
        {d?.climate && <ClimateBlock c={d.climate} />}
        {d && !d.planting && !side && !d.climate && (
          <Alert type="info" showIcon message="您的角色没有种植、告警、库存或物联网的查看权限，首页只显示快捷入口。" />
        )}
        <QuickEntries />
      </Flex>
    </div>
  );
}
