import { Checkbox, DatePicker, Space, Table, type TableColumnsType } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { LOT_STATES, materialListOfKind, materialLotList, type LotView } from '@pfs/domain/material';
import { fmtQty } from '@pfs/domain/plant';
import { tableColumnsOf } from '@/components/list-columns';
import { ListExportButton } from '@/components/list-export-button';
import { CreateButton, KeywordSearch, labelOptions, pagedTable, RefreshButton, useListQuery } from '@/components/list-page';
import { OptionFilters, type OptionFilterDef } from '@/components/list-filters';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useMaterialLotList } from '../api/get-material-lot-list';
import { LOT_STATE_LABELS, factoryToday } from '../utils/lot-state';
import type { KindPage } from '../utils/material-kind';
import { ExpiryCell, LotStateTag } from './lot-state';
import { orDash } from './or-dash';
import type { OpenDialog } from './material-dialogs';
import { ItemFilter, SupplierSelect } from './pickers';
import { actionsColumn, useIsPhone } from './row-actions';

export type LotFilters = {
  item_id?: number;
  supplier_id?: number;
  kw?: string;
  in_stock_only?: boolean;
  state?: LotView['state'];
  start_day?: string;
  end_day?: string;
};
const TABLE_ORDER = ['item_name', 'lot_no', 'state', 'qty', 'expires_on', 'received_on', 'qty_received', 'supplier_name', 'produced_on', 'price'];
const STATE_FILTER: OptionFilterDef<LotFilters>[] = [
  { key: 'state', placeholder: '全部状态', width: 110, options: labelOptions(LOT_STATES, LOT_STATE_LABELS) },
];

/** 批号/库存: every lot with its balance and state, expiry highlighted; receive, issue, count, return and correct from here. */
export function LotsTab({
  fid,
  page,
  open,
  initial,
  onFocus,
}: {
  fid: number;
  page: KindPage;
  open: OpenDialog;
  initial: LotFilters;
  onFocus: (tab: 'moves', f: { lot_id: number }) => void;
}) {
  const canEdit = useHasAnyPerm([page.editCode]);
  const phone = useIsPhone();
  const { q, setQ, set, filters } = useListQuery<LotFilters>(initial);
  const list = useMaterialLotList({ fid, kind: page.kind, ...q });
  const today = factoryToday();
  const defined = tableColumnsOf(materialListOfKind(materialLotList, page.kind), {
    item_name: { width: 150, ellipsis: true },
    lot_no: { width: 140 },
    state: { width: 80, render: (s: LotView['state']) => <LotStateTag state={s} /> },
    qty: { width: 120, align: 'right', render: (v: number, l) => `${fmtQty(v)} ${l.unit}` },
    expires_on: { width: 120, render: (d: string | null, l) => <ExpiryCell expiresOn={d} today={today} empty={l.state === 'empty'} /> },
    received_on: { width: 110 },
    qty_received: { width: 110, align: 'right', render: (v: number) => fmtQty(v) },
    supplier_name: { width: 140, ellipsis: true, render: orDash },
    produced_on: { width: 110, render: orDash },
    price: { width: 90, align: 'right', render: orDash },
    unit: false,
    remark: false,
  });
  // The page leads with the lot's state and balance; the file keeps the definition's order.
  const columns: TableColumnsType<LotView> = [
    ...TABLE_ORDER.map((k) => defined.find((c) => c.key === k)!),
    actionsColumn<LotView>(phone, canEdit ? 5 : 1, (l) => [
      {
        key: 'issue',
        label: '领用',
        hidden: !canEdit,
        disabled: l.state === 'empty' || l.state === 'expired',
        onClick: () => open({ type: 'issue', item: null, lot: l }),
      },
      { key: 'adjust', label: '盘点', hidden: !canEdit, onClick: () => open({ type: 'adjust', lot: l }) },
      { key: 'return', label: '退料', hidden: !canEdit, onClick: () => open({ type: 'return', lot: l }) },
      { key: 'lot', label: '资料', hidden: !canEdit, onClick: () => open({ type: 'lot', lot: l }) },
      { key: 'moves', label: '记录', onClick: () => onFocus('moves', { lot_id: l.lot_id }) },
    ]),
  ];
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <ItemFilter fid={fid} kind={page.kind} value={q.item_id} onChange={(item_id) => set({ item_id })} />
        <OptionFilters q={q} set={set} filters={STATE_FILTER} />
        <SupplierSelect
          fid={fid}
          kind={page.kind}
          placeholder="全部供应商"
          style={{ width: 160 }}
          value={q.supplier_id}
          onChange={(supplier_id) => set({ supplier_id })}
        />
        <KeywordSearch placeholder="批号、物料、备注" width={180} initial={initial.kw} onSearch={(kw) => set({ kw })} />
        <DatePicker.RangePicker
          placeholder={['入库起', '入库止']}
          value={q.start_day && q.end_day ? [dayjs(q.start_day), dayjs(q.end_day)] : null}
          onChange={(r) => set({ start_day: r?.[0]?.format('YYYY-MM-DD'), end_day: r?.[1]?.format('YYYY-MM-DD') })}
        />
        <Checkbox checked={!!q.in_stock_only} onChange={(e) => set({ in_stock_only: e.target.checked || undefined })}>
          只看有库存
        </Checkbox>
        <RefreshButton list={list} />
        <ListExportButton list={materialLotList} filter={{ fid, kind: page.kind, ...filters }} />
        <CreateButton codes={[page.editCode]} icon={<ImportOutlined />} onClick={() => open({ type: 'receive', item: null })} label="入库" />
      </Space>
      <Table<LotView> rowKey="lot_id" {...pagedTable(list, q, setQ, '个批号', '没有符合条件的批号')} scroll={{ x: 1300 }} columns={columns} />
    </>
  );
}
