import { useMemo, useState } from 'react';
import { Badge, Card, Col, Divider, Empty, Flex, Grid, Input, Row, Space, Tag, Typography } from 'antd';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { useIotFacStates } from '../api/get-iot-fac-states';
import { SwitchControl } from '../components/switch-control';
import { groupForCtrl, type CtrlArea } from '../utils/ctrl-groups';

function AreaCard({ fid, area, onDone }: { fid: number; area: CtrlArea; onDone: () => void }) {
  const offline = area.gateways.filter((g) => !g.online);
  // Phone: a small card, so the switches get the screen's width rather than the card's padding.
  const narrow = !Grid.useBreakpoint().sm;
  return (
    <Card
      size={narrow ? 'small' : 'default'}
      data-testid={`ctrl-area-${area.key}`}
      title={
        <Space wrap>
          {area.title}
          {area.gateways.map((g) => (
            <Tag key={g.gw_id} color={g.online ? 'success' : 'error'}>
              <Badge status={g.online ? 'success' : 'error'} /> {g.name}
              {g.online ? '' : '（离线）'}
            </Tag>
          ))}
        </Space>
      }
    >
      {offline.length > 0 && (
        <Typography.Paragraph type="warning" style={{ marginTop: -8 }}>
          {offline.map((g) => g.name).join('、')} 离线：指令会一直重发到过期，过期后记为超时并产生告警。
        </Typography.Paragraph>
      )}
      {area.groups.map((grp, gi) => (
        <div key={grp.key} data-testid={`ctrl-group-${grp.title}`}>
          <Divider titlePlacement="start" orientationMargin={0} style={{ margin: gi === 0 ? '0 0 4px' : '12px 0 4px' }}>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {grp.title}
            </Typography.Text>
          </Divider>
          {grp.items.map(({ point, gw }, i) => (
            // The gateway's test id on each row keeps a room's switches addressable whatever the grouping.
            <div key={point.point_id} data-testid={`ctrl-${gw.sn}`}>
              {i > 0 && <Divider style={{ margin: 0 }} dashed />}
              <SwitchControl fid={fid} point={point} gatewayName={area.gateways.length > 1 ? gw.name : undefined} onDone={onDone} />
            </div>
          ))}
        </div>
      ))}
    </Card>
  );
}

export default function IotCtrlPage() {
  const fid = useCurrentFid();
  const states = useIotFacStates(fid);
  const [search, setSearch] = useState('');
  const areas = useMemo(() => groupForCtrl(states.data ?? [], search), [states.data, search]);
  if (!fid) return null;
  const switchCt = areas.reduce((n, a) => n + a.groups.reduce((m, g) => m + g.items.length, 0), 0);
  return (
    <PageContainer
      title="设备控制"
      description="按区域与设备分组下发开关与设定值；网关确认后才显示为已执行。锁定的开关不受策略控制。"
      extra={
        <Flex gap={8} align="center">
          <Typography.Text type="secondary">{switchCt} 个开关</Typography.Text>
          <Input.Search allowClear placeholder="搜索开关、网关或分组" onChange={(e) => setSearch(e.target.value)} style={{ width: 240, maxWidth: '100%' }} />
        </Flex>
      }
    >
      {areas.length === 0 && !states.isLoading ? (
        <Empty description={search ? '没有符合条件的开关' : '没有可控制的开关'} />
      ) : (
        <Row gutter={[16, 16]}>
          {areas.map((a) => (
            <Col key={a.key} xs={24} xl={12}>
              <AreaCard fid={fid} area={a} onDone={() => void states.refetch()} />
            </Col>
          ))}
        </Row>
      )}
    </PageContainer>
  );
}
