import { Alert, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useAuthStore, useCurrentFid, useHasAnyPerm, useHasModule, usePermissionCodes } from '@/lib/auth-store';
import { useMesHome } from '../api/get-mes-home';
import { useSiHome } from '../api/get-si-home';
import { useStatsEmbed } from '../api/get-stats-embed';
import { FacHeader, QuickEntries } from '../components/fac-summary';
import { PlantingBlocks } from '../components/planting-blocks';
import { AlarmBlock, ClimateBlock, StockBlock } from '../components/status-blocks';
import { MesBlock } from '../components/mes-block';
import { SiBlock } from '../components/si-block';
import { SalesBlock, WarehouseBlock } from '../components/work-blocks';
import { dashboardCards, siCardFirst, type DashboardCard } from '../utils/dashboard-cards';

/**
 * /dashboard: the home page of the current role — today's planting to-do, dishes per phase, harvest, the
 * warehouse's and the orders' to-do, open alarms, stock warnings and each area's climate now. The server leaves out
 * the blocks the role may not see; the role's own work comes first (dashboardCards). 日常巡检 is its own card
 * (today's plans, open abnormalities) in a factory with the module.
 */
export default function DashboardPage() {
  const { crtFacRole, user } = useAuthStore();
  const fid = useCurrentFid();
  const q = useStatsEmbed(fid);
  const codes = usePermissionCodes();
  // 日常巡检 is its own call, asked only in a factory with the module and of a member who may see inspections.
  const siModule = useHasModule('si');
  const siList = useHasAnyPerm(['si.list']);
  const si = useSiHome(fid, siModule && siList);
  // 生产 likewise: asked only with the mes module and mes.list.
  const mesModule = useHasModule('mes');
  const mesList = useHasAnyPerm(['mes.list']);
  const mes = useMesHome(fid, mesModule && mesList);
  if (!crtFacRole || !user) {
    return (
      <div className="pfs-page">
        <Card>
          <Typography.Title level={4}>欢迎，{user?.cname}</Typography.Title>
          {user?.is_sa ? (
            // The first super admin of a new installation lands here: the way on is to create the first factory.
            <Typography.Paragraph type="secondary">
              您还不是任何工厂的成员。作为超级管理员，请在 <Link to="/admin/">管理后台 → 工厂管理</Link> 中新建工厂：您将以厂长身份加入，新工厂随即出现在顶栏。
            </Typography.Paragraph>
          ) : (
            <Typography.Paragraph type="secondary">您还不是任何工厂的成员。请联系工厂管理员把您加入工厂。</Typography.Paragraph>
          )}
        </Card>
      </div>
    );
  }
  const d = q.data;
  const cards = d ? dashboardCards(d, codes) : [];
  const siCard = si.data ? <SiBlock s={si.data} /> : null;
  const siFirst = siCardFirst(codes);
  const mesCard = mes.data ? <MesBlock m={mes.data} /> : null;
  const card = (c: DashboardCard) => {
    if (!d) return null;
    if (c === 'planting') return <PlantingBlocks key={c} p={d.planting!} />;
    if (c === 'warehouse') return <WarehouseBlock key={c} w={d.warehouse!} />;
    if (c === 'sales') return <SalesBlock key={c} s={d.sales!} />;
    if (c === 'climate') return <ClimateBlock key={c} c={d.climate!} />;
    return (
      <Row key={c} gutter={[16, 16]}>
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
    );
  };
  return (
    <div className="pfs-page">
      <Flex vertical gap={16}>
        <FacHeader today={d?.today} />
        {q.isError && <Alert type="error" showIcon message="首页数据加载失败" description={(q.error as Error).message} />}
        {q.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
        {siFirst && siCard}
        {cards.map(card)}
        {mesCard}
        {!siFirst && siCard}
        {d && cards.length === 0 && !siCard && !mesCard && (
          <Alert type="info" showIcon message="您的角色没有种植、仓库、订单、告警、库存或物联网的查看权限，首页只显示快捷入口。" />
        )}
        <QuickEntries />
      </Flex>
    </div>
  );
}
