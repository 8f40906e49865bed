import { Card, Col, Descriptions, Row, Statistic, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PERMISSION_GROUPS } from '@pfs/domain';
import { useAuthStore } from '@/lib/auth-store';
import { usePermittedRouteTree } from '../layout/permitted-routes-context';
import { ROUTE_ICONS } from '../layout/route-icons';

const PLANT_TYPE_LABELS: Record<string, string> = { PL: '种植', SL: '育苗', SP: '种苗' };

/** Home: who and where you are, and the sections your role opens — facts only, no invented figures. */
export default function DashboardPage() {
  const { crtFacRole, user, facRoles } = useAuthStore();
  const { tree, pages } = usePermittedRouteTree();
  const navigate = useNavigate();
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
  const { fac, fac_permission_codes: codes, role_name } = crtFacRole;
  const sections = tree.filter((r) => !r.hidden && r.path !== '/dashboard');
  const groupsHeld = PERMISSION_GROUPS.filter((g) => g.codes.some((c) => codes.includes(c.code)));
  return (
    <div className="pfs-page">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title={<span>{fac.fac_name}{fac.for_test && <Tag color="orange" style={{ marginInlineStart: 8 }}>测试</Tag>}</span>}>
            <Descriptions column={{ xs: 1, md: 2 }} size="small">
              <Descriptions.Item label="简称">{fac.short_name || '—'}</Descriptions.Item>
              <Descriptions.Item label="所在地">{fac.city_district || '—'}</Descriptions.Item>
              <Descriptions.Item label="园区">{fac.poi || '—'}</Descriptions.Item>
              <Descriptions.Item label="坐标">{fac.loc || '—'}</Descriptions.Item>
              <Descriptions.Item label="用途">{fac.faci_usage === 'PL' ? '植物工厂' : fac.faci_usage}</Descriptions.Item>
              <Descriptions.Item label="作物类型">{fac.plant_types.map((t) => PLANT_TYPE_LABELS[t] ?? t).join('、') || '—'}</Descriptions.Item>
              <Descriptions.Item label="已开通模块" span={2}>
                {fac.modules.length ? fac.modules.map((m) => <Tag key={m.mcode} color="green">{m.name}</Tag>) : '—'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={`您好，${user.cname}`}>
            <Row gutter={16}>
              <Col span={8}><Statistic title="当前角色" value={role_name} valueStyle={{ fontSize: 18 }} /></Col>
              <Col span={8}><Statistic title="权限项" value={codes.length} /></Col>
              <Col span={8}><Statistic title="可访问页面" value={pages.filter((p) => !p.hidden).length} /></Col>
            </Row>
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              所属工厂 {facRoles.length} 个 · 权限范围：{groupsHeld.map((g) => g.label).join('、') || '无'}
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col span={24}>
          <Card title="快捷入口">
            <Row gutter={[12, 12]}>
              {sections.map((s) => {
                const first = s.children?.find((c) => !c.hidden && c.component) ?? s;
                return (
                  <Col key={s.path} xs={12} sm={8} md={6} xl={4}>
                    <Card size="small" hoverable onClick={() => void navigate(first.path)} data-testid={`quick-${s.path}`}>
                      <Typography.Text strong>
                        {ROUTE_ICONS[s.icon ?? 'default']} {s.title}
                      </Typography.Text>
                      <br />
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {s.children?.filter((c) => !c.hidden).length ?? 0} 个页面
                      </Typography.Text>
                    </Card>
                  </Col>
                );
              })}
            </Row>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
