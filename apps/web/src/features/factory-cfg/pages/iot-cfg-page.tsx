import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Card, Flex, Skeleton, Table, Tabs } from 'antd';
import { type FacIotCfg } from '@pfs/domain/factory-cfg';
import { AREA_KIND_LABELS } from '@pfs/domain/plant';
import { RowAction, smallTable } from '@/components/list-page';
import { NoFactory, PageContainer } from '@/components/page-container';
import { useCurrentFid, useHasAnyPerm } from '@/lib/auth-store';
import { useFacIotCfg } from '../api/get-fac-iot-cfg';
import { AreaGatewaysModal } from '../components/area-gateways-modal';
import { AreaKindTag } from '../components/area-kind-tag';
import { ClimateTargetsForm } from '../components/climate-targets-form';
import { GatewayTags } from '../components/gateway-tags';

type Area = FacIotCfg['areas'][number];

/** /cfg/factory/iot-cfg [cfg.iot.list]: which gateways give each area's climate, and the climate targets per area kind. */
export default function IotCfgPage() {
  const fid = useCurrentFid();
  const canEdit = useHasAnyPerm(['cfg.iot.edit']);
  const cfg = useFacIotCfg(fid);
  const [editing, setEditing] = useState<Area | null>(null);
  if (!fid) return <NoFactory />;
  const c = cfg.data;
  const gw = new Map(c?.gateways.map((g) => [g.gw_id, g]));
  const unmapped = c?.gateways.filter((g) => g.area_id === null) ?? [];
  return (
    <PageContainer title="物联网配置" description="区域的环境来自关联网关的传感器；环境目标按区域类型设置。">
      {!canEdit && <Alert type="info" showIcon style={{ marginBottom: 16 }} message="你可以查看配置；修改需要「修改物联网配置」权限。" />}
      {cfg.isError && <Alert type="error" showIcon message="物联网配置加载失败，请稍后重试" />}
      {cfg.isLoading && <Skeleton active />}
      {c && (
        <Flex vertical gap={16}>
          <Card title="区域与网关" size="small">
            {unmapped.length > 0 && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 12 }}
                message={`${unmapped.length} 个网关还没有关联区域：${unmapped.map((g) => g.name).join('、')}。它们的读数不计入任何区域的环境。`}
              />
            )}
            <Table<Area>
              rowKey="area_id"
              {...smallTable(c.areas)}
              scroll={{ x: 700 }}
              locale={{ emptyText: <Link to="/cfg/factory/areas">还没有区域，去「区域」新增</Link> }}
              columns={[
                { title: '厂房', dataIndex: 'field_name', width: 110 },
                {
                  title: '区域',
                  dataIndex: 'name',
                  width: 130,
                  render: (n: string, a) => <Link to={`/cfg/factory/area_detail?area_id=${a.area_id}`}>{n}</Link>,
                },
                { title: '类型', dataIndex: 'kind', width: 80, render: (k: Area['kind']) => <AreaKindTag kind={k} /> },
                {
                  title: '环境网关',
                  key: 'gws',
                  render: (_v, a) => <GatewayTags gateways={a.gw_ids.map((id) => ({ key: id, name: gw.get(id)?.name ?? id, online: !!gw.get(id)?.online }))} />,
                },
                ...(canEdit
                  ? [
                      {
                        title: '操作',
                        key: 'ops',
                        width: 100,
                        render: (_v: unknown, a: Area) => <RowAction onClick={() => setEditing(a)}>设置网关</RowAction>,
                      },
                    ]
                  : []),
              ]}
            />
          </Card>
          <Card title="环境目标（按区域类型）" size="small">
            <Tabs
              items={c.targets.map((t) => ({
                key: t.kind,
                label: `${AREA_KIND_LABELS[t.kind]}区域`,
                children: <ClimateTargetsForm fid={fid} targets={t} canEdit={canEdit} />,
              }))}
            />
          </Card>
        </Flex>
      )}
      {c && <AreaGatewaysModal fid={fid} area={editing} cfg={c} onClose={() => setEditing(null)} />}
    </PageContainer>
  );
}
