import { Card, Col, Row, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useAuthStore } from '@/lib/auth-store';
import { usePermittedRouteTree } from '@/lib/permitted-routes-context';
import { menuRoutes } from '@/lib/route-filter';
import { ROUTE_ICONS } from '@/components/route-icons';

const PLANT_TYPE_LABELS: Record<string, string> = { PL: '种植', SL: '育苗', SP: '种苗' };

/** Who and where you are: the factory, your role, today. */
export function FacHeader({ today }: { today?: string }) {
  const { crtFacRole, user } = useAuthStore();
  if (!crtFacRole || !user) return null;
  const { fac, role_name } = crtFacRole;
  return (
    <Card size="small">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {fac.fac_name}
        {fac.for_test && (
          <Tag color="orange" style={{ marginInlineStart: 8 }}>
            测试
          </Tag>
        )}
      </Typography.Title>
      <Typography.Text type="secondary">
        您好，{user.cname}（{role_name}）{today && ` · 今天 ${today}`} · {fac.city_district || '—'} · 作物类型：
        {fac.plant_types.map((t) => PLANT_TYPE_LABELS[t] ?? t).join('、') || '—'}
      </Typography.Text>
    </Card>
  );
}

/** The sections the role opens, one click each (as the menu: no page still being built). */
export function QuickEntries() {
  const { tree } = usePermittedRouteTree();
  const navigate = useNavigate();
  const sections = menuRoutes(tree).filter((r) => r.path !== '/dashboard');
  return (
    <Card size="small" title="快捷入口">
      <Row gutter={[12, 12]}>
        {sections.map((s) => {
          const first = s.children?.find((c) => c.component) ?? s;
          return (
            <Col key={s.path} xs={12} sm={8} md={6} xl={4}>
              <Card size="small" hoverable onClick={() => void navigate(first.path)} data-testid={`quick-${s.path}`}>
                <Typography.Text strong>
                  {ROUTE_ICONS[s.icon ?? 'default']} {s.title}
                </Typography.Text>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {s.children?.length ?? 0} 个页面
                </Typography.Text>
              </Card>
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}
