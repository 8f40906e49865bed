import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Grid, Tabs } from 'antd';
import { NoFactory, PageContainer } from '@/components/page-container';
import { useCurrentFid, useHasAnyPerm } from '@/lib/auth-store';
import { MyWoView } from '../components/my-wo-view';
import { WoBoardTab } from '../components/wo-board-tab';
import { WoDialogs } from '../components/wo-dialogs';
import type { WoDialog } from '../types/wo-dialog';
import { WoLabourTab } from '../components/wo-labour-tab';
import { WoListTab } from '../components/wo-list-tab';

const TABS = ['list', 'board', 'labour', 'my'] as const;
type WoTab = (typeof TABS)[number];
const tabOf = (v: string | null): WoTab | undefined => TABS.find((t) => t === v);

/**
 * /m02/index1 工单 [mes.list; plant.edit alone: 我的工单]: the list, the board, labour and 我的工单. A phone (narrower than 576 px) opens
 * 我的工单 — a worker there starts and finishes today's orders; the tab stays in the address.
 */
export default function MesWoPage() {
  const fid = useCurrentFid();
  const screens = Grid.useBreakpoint();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<WoDialog | null>(null);
  // A worker with plant.edit but without mes.list sees only 我的工单 (the route lets either in).
  const canList = useHasAnyPerm(['mes.list']);
  if (!fid) return <NoFactory />;
  // Before the first measure `sm` is undefined: read the width directly so a phone never flashes the list.
  const narrow = screens.sm === undefined ? window.innerWidth < 576 : !screens.sm;
  const shown = canList ? TABS : (['my'] as const);
  const tab = canList ? (tabOf(params.get('tab')) ?? (narrow ? 'my' : 'list')) : 'my';
  const open = (d: WoDialog) => setDialog(d);
  const tabs: Record<WoTab, { label: string; children: React.ReactNode }> = {
    list: { label: '工单列表', children: <WoListTab fid={fid} open={open} /> },
    board: { label: '看板', children: <WoBoardTab fid={fid} open={open} /> },
    labour: { label: '工时', children: <WoLabourTab fid={fid} /> },
    my: { label: '我的工单', children: <MyWoView fid={fid} onOpen={canList ? (woId) => open({ kind: 'detail', woId }) : undefined} /> },
  };
  return (
    <PageContainer
      title="工单"
      description={narrow ? undefined : '生产工单：由到期作业和订单计划生成或手工新建，派工到班组、人员和设备；完工即按批次规则记下种植事件。'}
    >
      <Tabs activeKey={tab} onChange={(t) => setParams(new URLSearchParams({ tab: t }))} items={shown.map((key) => ({ key, ...tabs[key] }))} destroyOnHidden />
      {canList && <WoDialogs fid={fid} dialog={dialog} open={open} onClose={() => setDialog(null)} />}
    </PageContainer>
  );
}
