import { Checkbox, Space, Table, Typography } from 'antd';
import { RECORD_STATUS_LABELS } from '@pfs/domain';
import { materialItemList, materialListOfKind, type MaterialItem } from '@pfs/domain/material';
import { SUPPLY_CATEGORY_LABELS, fmtQty } from '@pfs/domain/plant';
import { tableColumnsOf, type ColumnOverrides } from '@/components/list-columns';
import { ListExportButton } from '@/components/list-export-button';
import { CreateButton, dash, KeywordSearch, pagedTable, RefreshButton, StatusFilter, useListQuery } from '@/components/list-page';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useMaterialItemList } from '../api/get-material-item-list';
import { factoryToday } from '../utils/lot-state';
import { ExpiryCell } from './lot-state';
import type { OpenDialog } from './material-dialogs';
import { actionsColumn, useIsPhone } from './row-actions';

type Filters = { kw?: string; status?: 'enabled' | 'disabled'; low_only?: boolean };

import type { KindPage } from '../utils/material-kind';

/** The table shows 作物 and 品种 as one column, 规格 under the name, stock with its unit; 单位 and 备注 are the file's only. */
const kindOverrides: ColumnOverrides<MaterialItem> = {
  crop: { title: '作物/品种', width: 140, render: (_v, i) => [i.crop, i.variety].filter(Boolean).join(' / ') || dash },
  variety: false,
  germination_rate: { title: '发芽率', width: 80, render: (r: number | null) => (r === null ? dash : `${r}%`) },
  reg_no: { title: '登记证号', width: 120, render: (v: string) => v || dash },
  active_ingredient: { width: 130, ellipsis: true, render: (v: string) => v || dash },
  safety_days: { title: '安全间隔期', width: 100, render: (d: number | null) => (d === null ? dash : `${d} 天`) },
  category: { width: 100, render: (c: MaterialItem['category']) => (c ? SUPPLY_CATEGORY_LABELS[c] : dash) },
  spec: false,
  unit: false,
  remark: false,
};

/** 物料: the kind's items with usable stock, warning level and nearest expiry; edit, receive and issue from a row. */
export function ItemsTab({
  fid,
  page,
  open,
  onFocus,
}: {
  fid: number;
  page: KindPage;
  open: OpenDialog;
  onFocus: (tab: 'lots' | 'moves', f: { item_id: number }) => void;
}) {
  const canEdit = useHasAnyPerm([page.editCode]);
  const phone = useIsPhone();
  const { q, setQ, set, filters } = useListQuery<Filters>();
  const list = useMaterialItemList({ fid, kind: page.kind, ...q });
  const today = factoryToday();
  const columns = tableColumnsOf(
    materialListOfKind(materialItemList, page.kind),
    {
      ...kindOverrides,
      // A width of its own: with 有效成分's ellipsis the table lays out fixed, and a name without one is squeezed.
      name: {
        width: 160,
        render: (n: string, i) => (
          <span>
            {n}
            {i.spec && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {i.spec}
              </Typography.Text>
            )}
          </span>
        ),
      },
      qty: {
        width: 130,
        align: 'right',
        render: (v: number, i) => (
          <Typography.Text type={i.low_stock_qty > 0 && v < i.low_stock_qty ? 'danger' : undefined}>
            {fmtQty(v)} {i.unit}
          </Typography.Text>
        ),
      },
      low_stock_qty: { width: 100, align: 'right', render: (v: number, i) => (v > 0 ? `${fmtQty(v)} ${i.unit}` : dash) },
      lot_ct: { title: '批号', width: 70, align: 'right' },
      next_expiry: { width: 120, render: (d: string | null) => <ExpiryCell expiresOn={d} today={today} /> },
      status: {
        width: 70,
        render: (s: 'enabled' | 'disabled') =>
          s === 'enabled' ? RECORD_STATUS_LABELS[s] : <Typography.Text type="secondary">{RECORD_STATUS_LABELS[s]}</Typography.Text>,
      },
    },
    actionsColumn<MaterialItem>(phone, canEdit ? 5 : 2, (i) => [
      { key: 'edit', label: '编辑', hidden: !canEdit, onClick: () => open({ type: 'item', item: i }) },
      { key: 'receive', label: '入库', hidden: !canEdit, disabled: i.status !== 'enabled', onClick: () => open({ type: 'receive', item: i }) },
      { key: 'issue', label: '领用', hidden: !canEdit, disabled: i.qty <= 0, onClick: () => open({ type: 'issue', item: i, lot: null }) },
      { key: 'lots', label: '批号', onClick: () => onFocus('lots', { item_id: i.item_id }) },
      { key: 'moves', label: '记录', onClick: () => onFocus('moves', { item_id: i.item_id }) },
    ]),
  );
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <KeywordSearch placeholder="名称、规格、品种、成分" width={220} onSearch={(kw) => set({ kw })} />
        <StatusFilter value={q.status} width={110} onChange={(status) => set({ status })} />
        <Checkbox checked={!!q.low_only} onChange={(e) => setQ({ ...q, page: 1, low_only: e.target.checked || undefined })}>
          只看低库存
        </Checkbox>
        <RefreshButton list={list} />
        <ListExportButton list={materialItemList} filter={{ fid, kind: page.kind, ...filters }} />
        <CreateButton codes={[page.editCode]} onClick={() => open({ type: 'item', item: null })} label={`新增${page.title}`} />
      </Space>
      <Table<MaterialItem>
        rowKey="item_id"
        {...pagedTable(list, q, setQ, `种${page.title}`, q.kw || q.status || q.low_only ? '没有符合条件的物料' : `还没有${page.title}，先新增物料再入库`)}
        scroll={{ x: 1000 }}
        columns={columns}
      />
    </>
  );
}
