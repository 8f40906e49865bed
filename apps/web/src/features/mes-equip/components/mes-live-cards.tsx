import { Alert, Col, Row, Skeleton } from 'antd';
import type { MesLive } from '@pfs/domain/mes';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { useSetMesEquipState } from '../api/set-mes-equip-state';
import type { MesActions } from './mes-action-modals';
import { MesMachineCard, NoMachines } from './mes-machine-card';

/** The page's enabled machines as live cards (the live call refreshes every 15 s); mes.edit gets each card's 操作. */
export function MesLiveCards(p: { fid: number; live?: MesLive; failed: boolean; loading: boolean; now: number; canEdit: boolean; actions: MesActions }) {
  const { fid, live, failed, loading, now, canEdit, actions } = p;
  const setState = useSetMesEquipState();
  if (loading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (failed && !live) return <Alert type="error" showIcon message="设备实时数据加载失败，稍后自动重试" style={{ marginBottom: 16 }} />;
  const machines = live?.machines ?? [];
  if (!machines.length) return <NoMachines canEdit={canEdit} />;
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {machines.map((m) => {
        const e = m.equip;
        const eq = { eq_id: e.eq_id, name: e.name };
        const act = canEdit
          ? {
              reportFault: () => actions.reportFault(eq),
              clearFault: (faultId: number) => actions.clearFault(eq, faultId),
              addMaint: () => actions.addMaint(eq),
              setState: action(async (state: 'idle' | 'maint') => feedback.message.success((await setState.mutateAsync({ fid, eq_id: e.eq_id, state })).msg)),
            }
          : undefined;
        return (
          <Col key={e.eq_id} xs={24} md={12} xxl={8}>
            <MesMachineCard m={m} now={now} act={act} />
          </Col>
        );
      })}
    </Row>
  );
}
