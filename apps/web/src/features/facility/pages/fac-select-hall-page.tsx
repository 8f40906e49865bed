import { Card, Col, Descriptions, Empty, Row, Space, Tag, Typography } from 'antd';
import { CheckCircleFilled, EnvironmentOutlined } from '@ant-design/icons';
import { PageContainer } from '@/components/page-container';
import { useAuthStore } from '@/lib/auth-store';
import { switchFactory } from '../switch-factory';

const PLANT_TYPE_LABELS: Record<string, string> = { PL: '种植', SL: '育苗', SP: '种苗' };
const USAGE_LABELS: Record<string, string> = { PL: '植物工厂' };

export default function FacSelectHallPage() {
  const { facRoles, crtFacRole } = useAuthStore();
  return (
    <PageContainer title="切换工厂" description="选择要管理的工厂；切换后页面会刷新，已打开的标签页会关闭。">
      {facRoles.length === 0 ? (
        <Empty description="您还不是任何工厂的成员，请联系管理员" />
      ) : (
        <Row gutter={[16, 16]}>
          {facRoles.map((r) => {
            const active = r.fac.fid === crtFacRole?.fac.fid;
            const card = (
              <Card
                hoverable
                data-testid={`fac-card-${r.fac.fid}`}
                onClick={() => !active && switchFactory(r.fac.fid)}
                style={{ height: '100%', borderColor: active ? '#409eff' : undefined }}
                title={
                  <Space>
                    <img src={r.fac.logo_name ? `/pics/logos/${r.fac.logo_name}` : '/logo.svg'} alt="" width={24} height={24} />
                    <span>{r.fac.fac_name}</span>
                    {r.fac.for_test && <Tag color="orange">测试</Tag>}
                  </Space>
                }
                // The current factory is said once, in the card's corner (a ribbon there covered this text at some widths).
                extra={
                  active ? (
                    <Typography.Text type="success">
                      <CheckCircleFilled /> 当前工厂
                    </Typography.Text>
                  ) : (
                    <Typography.Link>切换</Typography.Link>
                  )
                }
              >
                <Descriptions column={1} size="small">
                  <Descriptions.Item label="简称">{r.fac.short_name || '—'}</Descriptions.Item>
                  <Descriptions.Item label="位置">
                    <EnvironmentOutlined /> {r.fac.city_district || '—'} {r.fac.poi}
                  </Descriptions.Item>
                  <Descriptions.Item label="类型">
                    {USAGE_LABELS[r.fac.faci_usage] ?? r.fac.faci_usage} · {r.fac.plant_types.map((t) => PLANT_TYPE_LABELS[t] ?? t).join('、')}
                  </Descriptions.Item>
                  <Descriptions.Item label="我的角色">
                    {r.role_name}（{r.fac_permission_codes.length} 项权限）
                  </Descriptions.Item>
                  <Descriptions.Item label="模块">
                    {r.fac.modules.length ? (
                      // Wrapped: four modules are wider than the card on a phone.
                      <Space size={[0, 4]} wrap>
                        {r.fac.modules.map((m) => (
                          <Tag key={m.mcode}>{m.name}</Tag>
                        ))}
                      </Space>
                    ) : (
                      '—'
                    )}
                  </Descriptions.Item>
                </Descriptions>
              </Card>
            );
            return (
              <Col key={r.fac.fid} xs={24} md={12} xl={8}>
                {card}
              </Col>
            );
          })}
        </Row>
      )}
    </PageContainer>
  );
}
