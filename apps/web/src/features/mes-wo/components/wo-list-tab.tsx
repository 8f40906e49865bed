import { Button, Space, Table, Typography } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { WO_OPEN_STATUSES, mesWoList, type MesWo } from '@pfs/domain/mes';
import { tableColumnsOf } from '@/components/list-columns';
import { KeywordSearch, ListToolbar } from '@/components/list-filters';
import { ListExportButton } from '@/components/list-export-button';
import { CreateButton, NameLink, RowAction, opsColumn, pagedTable, useFactoryListQuery } from '@/components/list-page';
import { PermissionGuard } from '@/components/permission-guard';
import { useMesWoList } from '../api/get-mes-wo-list';
import { WoFilterFields, useWoDays, type WoFilters } from './wo-filters';
import { WoStatusTag, placeText } from './wo-status-tag';
import type { WoDialog } from '../types/wo-dialog';

const EDIT = ['mes.edit'];
const LATE_ROW = 'pfs-wo-late';
const lateStyle = `.${LATE_ROW} > td:first-child { box-shadow: inset 3px 0 0 var(--ant-color-error, #ff4d4f); }`;

/** 工单列表: the days' orders with their filters; planners make, assign and cancel them. */
export function WoListTab({ fid, open }: { fid: number; open: (d: WoDialog) => void }) {
  const { mobile, canEdit, q, setQ, set, filters, body } = useFactoryListQuery<WoFilters>(EDIT);
  const { range, picker } = useWoDays(() => setQ({ ...q, page: 1 }));
  const list = useMesWoList(body && { ...body, ...range });
  const openWo = (w: MesWo) => open({ kind: 'detail', woId: w.wo_id });
  const columns = tableColumnsOf<MesWo>(
    mesWoList,
    {
      wo_no: { fixed: mobile ? undefined : 'left', render: (v: string, w) => <NameLink onClick={() => openWo(w)}>{v}</NameLink> },
      status: { width: 130, render: (_v, w) => <WoStatusTag wo={{ ...w, late: false }} /> },
      late: { width: 60, render: (_v, w) => (w.late ? <Typography.Text type="danger">逾期</Typography.Text> : '—') },
      batch_no: { width: 130 },
      crop: { width: 130 },
      from: { width: 170, render: (_v, w) => placeText(w.from_area_name, w.from_phase) },
      to: { width: 170, render: (_v, w) => placeText(w.to_area_name, w.to_phase) },
      plan_start: { width: 150 },
      plan_end: { width: 150 },
      done_at: { width: 150 },
    },
    opsColumn<MesWo>(150, mobile, (w) => {
      const openOrder = WO_OPEN_STATUSES.includes(w.status);
      return (
        <Space size={0}>
          <RowAction onClick={() => openWo(w)}>详情</RowAction>
          {canEdit && openOrder && w.status !== 'doing' && <RowAction onClick={() => open({ kind: 'assign', wo: w })}>派工</RowAction>}
          {canEdit && openOrder && (
            <Button type="link" size="small" danger onClick={() => open({ kind: 'cancel', wo: w })}>
              取消
            </Button>
          )}
        </Space>
      );
    }),
  );
  return (
    <>
      <style>{lateStyle}</style>
      <ListToolbar list={list}>
        {picker}
        <WoFilterFields fid={fid} q={q} set={set} />
        <KeywordSearch placeholder="工单号、批次或作物" width={180} onSearch={(kw) => set({ kw })} />
        <PermissionGuard codes={EDIT}>
          <Button icon={<ThunderboltOutlined />} onClick={() => open({ kind: 'gen' })}>
            生成工单
          </Button>
        </PermissionGuard>
        <CreateButton codes={EDIT} label="新建工单" onClick={() => open({ kind: 'new' })} />
        <ListExportButton list={mesWoList} filter={{ fid, ...filters, ...range }} />
      </ListToolbar>
      <Table<MesWo>
        rowKey="wo_id"
        {...pagedTable(list, q, setQ, '个工单', '没有符合条件的工单')}
        rowClassName={(w) => (w.late ? LATE_ROW : '')}
        scroll={{ x: 2000 }}
        columns={columns}
      />
    </>
  );
}
