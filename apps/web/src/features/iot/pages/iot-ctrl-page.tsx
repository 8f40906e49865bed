import { Badge, Card, Col, Divider, Empty, Row, Space } from 'antd';
import { PageContainer } from '../../../components/page-container';
import { useCurrentFid } from '../../../lib/auth-store';
import { useIotFacStates } from '../api/iot-api';
import { SwitchControl } from '../components/switch-control';

export default function IotCtrlPage() {
  const fid = useCurrentFid();
  const states = useIotFacStates(fid);
  if (!fid) return null;
  const gws = (states.data ?? []).filter((g) => g.points.some((p) => p.kind === 'switch'));
  return (
    <PageContainer title="设备控制" description="下发开关与设定值，等待网关确认后才显示为已执行。">
      {gws.length === 0 && !states.isLoading ? (
        <Empty description="没有可控制的开关" />
      ) : (
        <Row gutter={[16, 16]}>
          {gws.map((g) => (
            <Col key={g.gw_id} xs={24} lg={12}>
              <Card data-testid={`ctrl-${g.sn}`} title={<Space><Badge status={g.online ? 'success' : 'error'} />{g.name}{g.online ? '' : '（离线）'}</Space>}>
                {g.points
                  .filter((p) => p.kind === 'switch')
                  .map((p, i) => (
                    <div key={p.point_id}>
                      {i > 0 && <Divider style={{ margin: 0 }} />}
                      <SwitchControl fid={fid} point={p} onDone={() => void states.refetch()} />
                    </div>
                  ))}
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </PageContainer>
  );
}
