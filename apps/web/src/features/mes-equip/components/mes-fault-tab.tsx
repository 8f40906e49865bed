import { Button, Table, Tag, Typography } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { formatFactoryTime } from '@pfs/domain';
import { mesFaultList, type MesEquipPage, type MesFault } from '@pfs/domain/mes';
import { tableColumnsOf } from '@/components/list-columns';
import { ListExportButton } from '@/components/list-export-button';
import { KeywordSearch, ListToolbar, OptionFilter } from '@/components/list-filters';
import { RowAction, dash, editorOpsColumn, pagedTable, useListQuery } from '@/components/list-page';
import { PermissionGuard } from '@/components/permission-guard';
import { useMesFaultList } from '../api/get-mes-fault-list';
import type { MesActions } from './mes-action-modals';
import { MesDayRange } from './mes-day-range';
import { MesMachineFilter } from './mes-machine-filter';

type Filters = { kw?: string; eq_id?: number; open?: boolean; from?: string; to?: string };
const OPEN_OPTIONS = [
  { value: 'open', label: '未恢复' },
  { value: 'closed', label: '已恢复' },
];

/** 故障记录 of the page's machines, open ones first to the eye (red 未恢复); mes.edit registers and clears faults. */
export function MesFaultTab(p: {
  fid: number;
  page: MesEquipPage;
  canEdit: boolean;
  mobile: boolean;
  machines: { eq_id: number; name: string }[];
  actions: MesActions;
}) {
  const { fid, page, canEdit, mobile, machines, actions } = p;
  const { q, setQ, set, filters } = useListQuery<Filters>();
  const list = useMesFaultList({ fid, eq_page: page, ...q });
  const columns = tableColumnsOf<MesFault>(
    mesFaultList,
    {
      eq_name: { fixed: mobile ? undefined : 'left' },
      ended_at: { render: (v: string | null, f) => (v === null ? <Tag color="red">未恢复</Tag> : formatFactoryTime(f.ended_at!, 'YYYY-MM-DD HH:mm')) },
      minutes: { render: (v: number, f) => (f.ended_at === null ? <Typography.Text type="danger">{Math.round(v)}</Typography.Text> : Math.round(v)) },
      source: { width: 90, render: (v: MesFault['source']) => <Tag color={v === 'iot' ? 'blue' : undefined}>{v === 'iot' ? '设备上报' : '人工登记'}</Tag> },
    },
    editorOpsColumn<MesFault>(
      90,
      canEdit,
      (f) => (f.ended_at === null ? <RowAction onClick={() => actions.clearFault({ eq_id: f.eq_id, name: f.eq_name }, f.fault_id)}>故障恢复</RowAction> : dash),
      mobile ? undefined : 'right',
    ),
  );
  return (
    <>
      <ListToolbar list={list}>
        <KeywordSearch placeholder="故障现象或说明" width={200} onSearch={(kw) => set({ kw })} />
        <MesMachineFilter machines={machines} value={q.eq_id} onChange={(eq_id) => set({ eq_id })} />
        <OptionFilter<string>
          placeholder="全部故障"
          width={110}
          value={q.open === undefined ? undefined : q.open ? 'open' : 'closed'}
          options={OPEN_OPTIONS}
          onChange={(v) => set({ open: v === undefined ? undefined : v === 'open' })}
        />
        <MesDayRange from={q.from} to={q.to} onChange={set} />
        <ListExportButton list={mesFaultList} filter={{ fid, eq_page: page, ...filters }} />
        <PermissionGuard codes={['mes.edit']}>
          <Button danger icon={<ToolOutlined />} onClick={() => actions.reportFault(null)}>
            登记故障
          </Button>
        </PermissionGuard>
      </ListToolbar>
      <Table<MesFault> rowKey="fault_id" {...pagedTable(list, q, setQ, '条故障', '没有故障记录')} scroll={{ x: 1500 }} columns={columns} />
    </>
  );
}
