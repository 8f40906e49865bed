import { Button, Popconfirm, Table, Tag, Typography } from 'antd';
import {
  EQUIP_KIND_LABELS,
  EQUIP_STATES,
  EQUIP_STATE_LABELS,
  MES_EQUIP_PAGES,
  mesEquipList,
  type EquipKind,
  type EquipState,
  type MesEquip,
  type MesEquipPage,
} from '@pfs/domain/mes';
import { keysFirst, tableColumnsOf } from '@/components/list-columns';
import { KeywordSearch, ListToolbar, OptionFilters, StatusFilter, labelOptions, type OptionFilterDef } from '@/components/list-filters';
import { ExportAndCreate } from '@/components/list-page-actions';
import { RowAction, editorOpsColumn, pagedTable, statusColumn, useListQuery } from '@/components/list-page';
import { feedback } from '@/lib/feedback';
import { useRecordDialog } from '@/lib/record-dialog';
import { action } from '@/lib/user-action';
import { useMesEquipList } from '../api/get-mes-equip-list';
import { useSaveMesEquip } from '../api/save-mes-equip';
import { toggledMesEquipBody } from '../utils/mes-equip-form';
import { MesEquipFormDrawer } from './mes-equip-form-drawer';
import { MesStateTag } from './mes-state-tag';

type Filters = { kw?: string; kind?: EquipKind; state?: EquipState; status?: 'enabled' | 'disabled' };

/** 启用 / 停用 of a row behind a confirmation. */
function ToggleLink({ fid, e }: { fid: number; e: MesEquip }) {
  const save = useSaveMesEquip();
  const enabled = e.status === 'enabled';
  return (
    <Popconfirm
      title={`${enabled ? '停用' : '启用'}设备「${e.name}」？`}
      description={enabled ? '停用后不再派工，也不计入页面汇总；历史记录保留。' : undefined}
      okText={enabled ? '停用' : '启用'}
      onConfirm={action(async () => feedback.message.success((await save.mutateAsync(toggledMesEquipBody(fid, e))).msg))}
    >
      <Button type="link" size="small">
        {enabled ? '停用' : '启用'}
      </Button>
    </Popconfirm>
  );
}

/** 设备台账 of the page's kinds: filters, paging, Excel, and for mes.edit 新增 / 编辑 / 启用 / 停用. */
export function MesEquipTab({ fid, page, canEdit, mobile }: { fid: number; page: MesEquipPage; canEdit: boolean; mobile: boolean }) {
  const kinds = MES_EQUIP_PAGES[page];
  const { q, setQ, set, filters } = useListQuery<Filters>();
  const list = useMesEquipList({ fid, eq_page: page, ...q });
  const editor = useRecordDialog<MesEquip>();
  const optionFilters: OptionFilterDef<Filters>[] = [
    ...(kinds.length > 1 ? [{ key: 'kind' as const, placeholder: '全部类型', width: 120, options: labelOptions(kinds, EQUIP_KIND_LABELS) }] : []),
    { key: 'state' as const, placeholder: '全部运行状态', width: 130, options: labelOptions(EQUIP_STATES, EQUIP_STATE_LABELS) },
  ];
  // The state and the next maintenance lead (what the manager looks for); the Excel file keeps the definition's order.
  const columns = keysFirst(
    tableColumnsOf<MesEquip>(
      mesEquipList,
      {
        name: { fixed: mobile ? undefined : 'left', render: (_v, e) => (canEdit ? <RowAction onClick={() => editor.edit(e)}>{e.name}</RowAction> : e.name) },
        kind: kinds.length > 1 ? { width: 80 } : false,
        state: { width: 80, render: (_v, e) => <MesStateTag state={e.state} /> },
        gw_name: {
          render: (_v, e) =>
            e.gw_id === null ? (
              <Typography.Text type="secondary">未接入</Typography.Text>
            ) : (
              <>
                {e.gw_name} {!e.online && <Tag>离线</Tag>}
              </>
            ),
        },
        next_maint_day: {
          width: 130,
          render: (_v, e) => (
            <span style={e.maint_due ? { color: '#fa541c', fontWeight: 600 } : undefined}>
              {e.next_maint_day}
              {e.maint_due && (
                <Tag color="orange" style={{ marginInlineStart: 6 }}>
                  到期
                </Tag>
              )}
            </span>
          ),
        },
        status: statusColumn(70),
      },
      editorOpsColumn<MesEquip>(
        110,
        canEdit,
        (e) => (
          <>
            <RowAction onClick={() => editor.edit(e)}>编辑</RowAction>
            <ToggleLink fid={fid} e={e} />
          </>
        ),
        mobile ? undefined : 'right',
      ),
    ),
    ['name', 'kind', 'state', 'next_maint_day', 'capacity'],
  );
  return (
    <>
      <ListToolbar list={list}>
        <KeywordSearch placeholder="设备名称、型号或区域" width={220} onSearch={(kw) => set({ kw })} />
        <OptionFilters<Filters> q={q} set={set} filters={optionFilters} />
        <StatusFilter value={q.status} onChange={(status) => set({ status })} />
        <ExportAndCreate
          list={mesEquipList}
          filter={{ fid, eq_page: page, ...filters }}
          create={{ codes: ['mes.edit'], onClick: editor.create, label: '新增设备' }}
        />
      </ListToolbar>
      <Table<MesEquip> rowKey="eq_id" {...pagedTable(list, q, setQ, '台设备', '还没有设备')} scroll={{ x: 1500 }} columns={columns} />
      <MesEquipFormDrawer fid={fid} kinds={kinds} open={editor.open} equip={editor.record} onClose={editor.close} />
    </>
  );
}
