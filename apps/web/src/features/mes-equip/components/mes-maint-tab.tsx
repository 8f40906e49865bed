import { Button, Table, Tag, Typography } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { MAINT_KIND_LABELS, mesMaintList, type MaintKind, type MesEquip, type MesEquipPage, type MesMaint } from '@pfs/domain/mes';
import { tableColumnsOf } from '@/components/list-columns';
import { ListExportButton } from '@/components/list-export-button';
import { ListToolbar } from '@/components/list-filters';
import { RowAction, dash, pagedTable, smallTable, useListQuery } from '@/components/list-page';
import { PermissionGuard } from '@/components/permission-guard';
import { toWall } from '@/lib/view-params/range-param';
import { useMesMaintList } from '../api/get-mes-maint-list';
import { daysUntil, maintDueText } from '../utils/mes-format';
import type { MesActions } from './mes-action-modals';
import { MesDayRange } from './mes-day-range';
import { MesMachineFilter } from './mes-machine-filter';

type Filters = { eq_id?: number; from?: string; to?: string };

/** Each machine's maintenance plan, the due ones first and in orange: last, next, how far off, 登记保养. */
function MaintPlan({ equips, canEdit, actions }: { equips: MesEquip[]; canEdit: boolean; actions: MesActions }) {
  const today = toWall(Date.now()).format('YYYY-MM-DD');
  const rows = [...equips].sort((a, b) => a.next_maint_day.localeCompare(b.next_maint_day));
  const due = rows.filter((e) => e.maint_due).length;
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        保养计划 {due > 0 && <Tag color="orange">{due} 台到期</Tag>}
      </Typography.Title>
      <Table<MesEquip>
        rowKey="eq_id"
        {...smallTable(rows)}
        style={{ marginBottom: 24 }}
        locale={{ emptyText: '还没有设备' }}
        columns={[
          { title: '设备', dataIndex: 'name', width: 160 },
          { title: '保养周期', dataIndex: 'maint_days', width: 90, render: (d: number) => `${d} 天` },
          { title: '上次保养', dataIndex: 'last_maint_day', width: 110, render: (d: string | null) => d ?? dash },
          { title: '下次保养', dataIndex: 'next_maint_day', width: 110 },
          {
            title: '到期',
            key: 'due',
            width: 110,
            render: (_v, e) => (
              <Tag color={e.maint_due ? 'orange' : daysUntil(e.next_maint_day, today) <= 3 ? 'gold' : undefined}>{maintDueText(e.next_maint_day, today)}</Tag>
            ),
          },
          ...(canEdit
            ? [
                {
                  title: '操作',
                  key: 'ops',
                  width: 100,
                  render: (_v: unknown, e: MesEquip) => <RowAction onClick={() => actions.addMaint({ eq_id: e.eq_id, name: e.name })}>登记保养</RowAction>,
                },
              ]
            : []),
        ]}
      />
    </>
  );
}

/** 保养: the plan per machine, then the maintenance and repair records with their Excel. */
export function MesMaintTab(p: { fid: number; page: MesEquipPage; canEdit: boolean; equips: MesEquip[]; actions: MesActions }) {
  const { fid, page, canEdit, equips, actions } = p;
  const { q, setQ, set, filters } = useListQuery<Filters>();
  const list = useMesMaintList({ fid, eq_page: page, ...q });
  const columns = tableColumnsOf<MesMaint>(mesMaintList, {
    kind: { width: 100, render: (k: MaintKind) => <Tag color={k === 'repair' ? 'red' : 'blue'}>{MAINT_KIND_LABELS[k]}</Tag> },
  });
  return (
    <>
      <MaintPlan equips={equips} canEdit={canEdit} actions={actions} />
      <Typography.Title level={5}>保养记录</Typography.Title>
      <ListToolbar list={list}>
        <MesMachineFilter machines={equips} value={q.eq_id} onChange={(eq_id) => set({ eq_id })} />
        <MesDayRange from={q.from} to={q.to} onChange={set} />
        <ListExportButton list={mesMaintList} filter={{ fid, eq_page: page, ...filters }} />
        <PermissionGuard codes={['mes.edit']}>
          <Button icon={<CalendarOutlined />} onClick={() => actions.addMaint(null)}>
            登记保养
          </Button>
        </PermissionGuard>
      </ListToolbar>
      <Table<MesMaint> rowKey="maint_id" {...pagedTable(list, q, setQ, '条记录', '还没有保养记录')} scroll={{ x: 900 }} columns={columns} />
    </>
  );
}
