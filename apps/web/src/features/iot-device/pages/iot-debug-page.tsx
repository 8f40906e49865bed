import { Alert, Col, Empty, Row } from 'antd';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid, useHasAnyPerm } from '@/lib/auth-store';
import { useSimGwList } from '../api/get-sim-gw-list';
import { SimGatewayCard } from '../components/sim-gateway-card';

/** Hidden debug page: drives the in-process simulator to demonstrate alarms and failures. */
export default function IotDebugPage() {
  const fid = useCurrentFid();
  const canEdit = useHasAnyPerm(['cfg.iot.edit']);
  const list = useSimGwList(fid);
  if (!fid) return null;
  return (
    <PageContainer title="物联网调试" description="向演示用的模拟网关注入异常：升温、传感器卡住、网关断线、指令失败。真实网关不受影响。">
      {!canEdit && <Alert type="info" showIcon style={{ marginBottom: 12 }} message="注入异常需要“物联网设置”权限（cfg.iot.edit），当前只能查看。" />}
      {list.data && !list.data.running && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message="模拟器未运行（SIM=off 或物联网未启动），无法注入异常。" />
      )}
      {list.data?.gateways.length === 0 ? (
        <Empty description="本工厂没有模拟网关" />
      ) : (
        <Row gutter={[16, 16]}>
          {(list.data?.gateways ?? []).map((g) => (
            <Col key={g.gw_id} xs={24} md={12} xl={8}>
              <SimGatewayCard fid={fid} g={g} canEdit={canEdit} />
            </Col>
          ))}
        </Row>
      )}
    </PageContainer>
  );
}
