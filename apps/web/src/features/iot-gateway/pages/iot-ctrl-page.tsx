import { useMemo, useState } from 'react';
import { Col, Empty, Flex, Input, Row, Typography } from 'antd';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { useIotFacStates } from '../api/get-iot-fac-states';
import { groupForCtrl } from '../utils/ctrl-groups';
import { CtrlAreaCard } from '../components/ctrl-area-card';

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
              <CtrlAreaCard fid={fid} area={a} onDone={() => void states.refetch()} />
            </Col>
          ))}
        </Row>
      )}
    </PageContainer>
  );
}
