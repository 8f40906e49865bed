import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from 'antd';
import type { MaterialKind } from '@pfs/domain/plant';
import { NoFactory, PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { ItemsTab } from '../components/items-tab';
import { LotsTab } from '../components/lots-tab';
import { MaterialDialogs, type MaterialDialog } from '../components/material-dialogs';
import { MovesTab } from '../components/moves-tab';
import { StockWarningBanner } from '../components/stock-warning-banner';
import { SuppliersTab } from '../components/suppliers-tab';
import { KIND_PAGES, MATERIAL_TABS, tabOf, type MaterialTab } from '../utils/material-kind';

const idParam = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);

/**
 * /material/seeds, /material/pesticide, /material/supply: one kind's items, lots, movements and suppliers in tabs,
 * with its stock warnings on top. The tab and what it is focused on (an item, a lot) live in the address.
 */
export function MaterialPage({ kind }: { kind: MaterialKind }) {
  const fid = useCurrentFid();
  const page = KIND_PAGES[kind];
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<MaterialDialog | null>(null);
  if (!fid) return <NoFactory />;
  const tab = tabOf(params.get('tab'));
  const itemId = idParam(params.get('item_id'));
  const lotId = idParam(params.get('lot_id'));
  // Focusing remounts the tab so its filters start from the address.
  const focusKey = `${itemId ?? ''}-${lotId ?? ''}`;
  const go = (t: MaterialTab, f: { item_id?: number; lot_id?: number } = {}) => {
    const next = new URLSearchParams({ tab: t });
    if (f.item_id) next.set('item_id', String(f.item_id));
    if (f.lot_id) next.set('lot_id', String(f.lot_id));
    setParams(next);
  };
  const tabs: Record<MaterialTab, { label: string; children: React.ReactNode }> = {
    items: { label: '物料', children: <ItemsTab fid={fid} page={page} open={setDialog} onFocus={go} /> },
    lots: { label: '批号/库存', children: <LotsTab key={focusKey} fid={fid} page={page} open={setDialog} initial={{ item_id: itemId }} onFocus={go} /> },
    moves: { label: '出入库记录', children: <MovesTab key={focusKey} fid={fid} page={page} open={setDialog} initial={{ item_id: itemId, lot_id: lotId }} /> },
    suppliers: { label: '供应商', children: <SuppliersTab fid={fid} page={page} open={setDialog} /> },
  };
  return (
    <PageContainer title={page.title} description={page.description}>
      <StockWarningBanner fid={fid} kind={kind} onShowLot={(w) => go('lots', { item_id: w.item_id })} />
      <Tabs activeKey={tab} onChange={(t) => go(t as MaterialTab)} items={MATERIAL_TABS.map((key) => ({ key, ...tabs[key] }))} destroyOnHidden />
      <MaterialDialogs fid={fid} page={page} dialog={dialog} onClose={() => setDialog(null)} />
    </PageContainer>
  );
}
