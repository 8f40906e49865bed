import { Link } from 'react-router';
import { Button, DatePicker, Select, Space, Table, Tag, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { formatFactoryTime } from '@pfs/domain';
import { materialListOfKind, materialMoveList, type StockMove } from '@pfs/domain/material';
import { STOCK_MOVE_KINDS, STOCK_MOVE_KIND_LABELS, fmtQty, type StockMoveKind } from '@pfs/domain/plant';
import { tableColumnsOf } from '@/components/list-columns';
import { ListExportButton } from '@/components/list-export-button';
import { PermissionGuard } from '@/components/permission-guard';
import { dash, labelOptions, pagedTable, RefreshButton, useListQuery } from '@/components/list-page';
import { OptionFilters, type OptionFilterDef } from '@/components/list-filters';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useMaterialLotList } from '../api/get-material-lot-list';
import { useMaterialMoveList } from '../api/get-material-move-list';
import type { KindPage } from '../utils/material-kind';
import type { OpenDialog } from './material-dialogs';
import { orDash } from './or-dash';
import { BatchSelect, ItemFilter } from './pickers';

export type MoveFilters = { item_id?: number; lot_id?: number; batch_id?: number; move_kind?: StockMoveKind; start_day?: string; end_day?: string };
const KIND_FILTER: OptionFilterDef<MoveFilters>[] = [
  { key: 'move_kind', placeholder: '全部类型', width: 110, options: labelOptions(STOCK_MOVE_KINDS, STOCK_MOVE_KIND_LABELS) },
];
const KIND_COLORS: Record<StockMoveKind, string> = { receive: 'green', issue: 'blue', adjust: 'orange', return: 'cyan' };

/** 出入库记录: every movement with the lot's balance after it, by item, lot, batch, kind and day. */
export function MovesTab({ fid, page, open, initial }: { fid: number; page: KindPage; open: OpenDialog; initial: MoveFilters }) {
  const seesBatches = useHasAnyPerm(['plant.list']);
  const { q, setQ, set, filters } = useListQuery<MoveFilters>(initial);
  const list = useMaterialMoveList({ fid, kind: page.kind, ...q });
  const lots = useMaterialLotList(q.item_id ? { fid, kind: page.kind, item_id: q.item_id, size: 200 } : undefined);
  const columns = tableColumnsOf(materialListOfKind(materialMoveList, page.kind), {
    date: { width: 110 },
    kind_label: { width: 80, render: (l: string, m) => <Tag color={KIND_COLORS[m.kind]}>{l}</Tag> },
    item_name: { width: 150, ellipsis: true },
    lot_no: { width: 130 },
    qty: {
      width: 120,
      align: 'right',
      render: (v: number, m) => <Typography.Text type={v < 0 ? 'danger' : 'success'}>{`${v > 0 ? '+' : ''}${fmtQty(v)} ${m.unit}`}</Typography.Text>,
    },
    qty_after: { width: 110, align: 'right', render: (v: number, m) => `${fmtQty(v)} ${m.unit}` },
    unit: false,
    batch_no: {
      width: 130,
      render: (no: string | null, m) =>
        no && m.batch_id ? seesBatches ? <Link to={`/plant/batch_detail?batch_id=${m.batch_id}`}>{no}</Link> : no : m.prot_id ? '植保' : dash,
    },
    reason: { width: undefined, ellipsis: true, render: orDash },
    operator_name: { width: 90, render: orDash },
    created_at: { width: 150, render: (t: string) => formatFactoryTime(t, 'YYYY-MM-DD HH:mm') },
  });
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <ItemFilter fid={fid} kind={page.kind} value={q.item_id} onChange={(item_id) => set({ item_id, lot_id: undefined })} />
        <Select<number>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={q.item_id ? '全部批号' : '先选物料再选批号'}
          style={{ width: 160 }}
          disabled={!q.item_id && !q.lot_id}
          value={q.lot_id}
          options={lots.data?.items.map((l) => ({ value: l.lot_id, label: l.lot_no })) ?? (q.lot_id ? [{ value: q.lot_id, label: `批号 #${q.lot_id}` }] : [])}
          onChange={(lot_id) => set({ lot_id })}
        />
        <BatchSelect fid={fid} style={{ width: 200 }} placeholder="全部批次（输入批次号）" value={q.batch_id} onChange={(batch_id) => set({ batch_id })} />
        <OptionFilters q={q} set={set} filters={KIND_FILTER} />
        <DatePicker.RangePicker
          value={q.start_day && q.end_day ? [dayjs(q.start_day), dayjs(q.end_day)] : null}
          onChange={(r) => set({ start_day: r?.[0]?.format('YYYY-MM-DD'), end_day: r?.[1]?.format('YYYY-MM-DD') })}
        />
        <RefreshButton list={list} />
        <ListExportButton list={materialMoveList} filter={{ fid, kind: page.kind, ...filters }} />
        <PermissionGuard codes={[page.editCode]}>
          <Button icon={<ExportOutlined />} onClick={() => open({ type: 'issue', item: null, lot: null })}>
            领用
          </Button>
        </PermissionGuard>
      </Space>
      <Table<StockMove> rowKey="move_id" {...pagedTable(list, q, setQ, '条记录', '没有符合条件的出入库记录')} scroll={{ x: 1250 }} columns={columns} />
    </>
  );
}
