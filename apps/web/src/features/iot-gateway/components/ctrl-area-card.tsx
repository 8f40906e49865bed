import { Badge, Card, Divider, Grid, Space, Tag, Typography } from 'antd';
import { SwitchControl } from './switch-control';
import type { CtrlArea } from '../utils/ctrl-groups';

/** 设备控制: one area's switches by device group, its gateways tagged online or offline. */
export function CtrlAreaCard({ fid, area, onDone }: { fid: number; area: CtrlArea; onDone: () => void }) {
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
