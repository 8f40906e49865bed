import { useState } from 'react';
import { Tabs, Typography } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import type { MesEquipPage as Page } from '@pfs/domain/mes';
import { NoFactory, PageContainer } from '@/components/page-container';
import { useCurrentFid, useHasAnyPerm } from '@/lib/auth-store';
import { useSettingsStore } from '@/lib/settings-store';
import { useMesLive } from '../api/get-mes-live';
import { useMesActions } from '../components/mes-action-modals';
import { MesEquipTab } from '../components/mes-equip-tab';
import { MesFaultTab } from '../components/mes-fault-tab';
import { MesKpiStrip } from '../components/mes-kpi-strip';
import { MesLiveCards } from '../components/mes-live-cards';
import { MesMaintTab } from '../components/mes-maint-tab';
import { MesOeeTab } from '../components/mes-oee-tab';

const TITLES: Record<Page, { title: string; what: string }> = {
  index1: { title: '播种设备', what: '播种机' },
  index2: { title: '移栽设备', what: '移栽机' },
  index3: { title: '采收设备', what: '采收线与包装线' },
};
type Tab = 'equip' | 'oee' | 'fault' | 'maint';

/**
 * /m01/index1 播种设备, /m01/index2 移栽设备, /m01/index3 采收设备 [mes.list]: the page's machines live (refreshed
 * every 15 s), then 设备台账, OEE, 故障记录 and 保养. Changes (machines, faults, maintenance, 待机 / 保养) need
 * mes.edit; the server refuses them anyway.
 */
export function MesEquipPage({ page }: { page: Page }) {
  const fid = useCurrentFid();
  const canEdit = useHasAnyPerm(['mes.edit']);
  const mobile = useSettingsStore((s) => s.device === 'mobile');
  const live = useMesLive(fid, page);
  const [tab, setTab] = useState<Tab>('equip');
  const equips = (live.data?.machines ?? []).map((m) => m.equip);
  const machines = equips.map((e) => ({ eq_id: e.eq_id, name: e.name }));
  const actions = useMesActions(fid ?? 0, machines);
  if (!fid) return <NoFactory />;
  const { title, what } = TITLES[page];
  const updated = live.dataUpdatedAt ? formatFactoryTime(live.dataUpdatedAt, 'HH:mm:ss') : null;
  const tabs = [
    { key: 'equip', label: '设备台账', children: <MesEquipTab fid={fid} page={page} canEdit={canEdit} mobile={mobile} /> },
    { key: 'oee', label: 'OEE', children: <MesOeeTab fid={fid} page={page} machines={machines} /> },
    {
      key: 'fault',
      label: '故障记录',
      children: <MesFaultTab fid={fid} page={page} canEdit={canEdit} mobile={mobile} machines={machines} actions={actions} />,
    },
    { key: 'maint', label: '保养', children: <MesMaintTab fid={fid} page={page} canEdit={canEdit} equips={equips} actions={actions} /> },
  ];
  return (
    <PageContainer
      title={title}
      description={`${what}的实时状态、今日计数与当前工单，OEE（时间开动率 × 性能开动率 × 合格品率）、故障与保养。`}
      extra={
        updated && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {updated} 更新 · 每 15 秒刷新
          </Typography.Text>
        )
      }
    >
      <MesKpiStrip kpi={live.data?.kpi} />
      <MesLiveCards
        fid={fid}
        live={live.data}
        failed={live.isError}
        loading={live.isPending}
        now={live.dataUpdatedAt || Date.now()}
        canEdit={canEdit}
        actions={actions}
      />
      <Tabs activeKey={tab} onChange={(k) => setTab(k as Tab)} items={tabs} destroyOnHidden />
      {actions.modals}
    </PageContainer>
  );
}

export default MesEquipPage;
