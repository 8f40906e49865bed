import { Table, Tag, Typography } from 'antd';
import { USER_LOG_TYPES } from '@pfs/domain';
import { tablePaging } from '@/components/table-paging';
import { useFacUserlogList } from '../api/get-fac-userlog-list';
import type { UserLogItem } from '../api/log-query';
import { logTypeColor } from '../utils/log-type-color';
import { LogEmpty } from './log-empty';
import { LogFilterBar } from './log-filter-bar';
import { TimeCell } from './time-cell';
import { useLogListState } from './use-log-list-state';

const who = (r: { cname: string; uni_no: string }) => (r.cname ? `${r.cname}（${r.uni_no}）` : r.uni_no || '—');

/** 操作日志: sign-ins, password and profile changes, member and role changes. */
export function UserLogTable({ fid }: { fid: number }) {
  const s = useLogListState(fid);
  const list = useFacUserlogList(s.body);
  return (
    <>
      <LogFilterBar fid={fid} value={s.filters} onChange={s.setFilters} types={USER_LOG_TYPES} onRefresh={() => void list.refetch()} refreshing={list.isFetching} />
      <Table<UserLogItem>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={tablePaging(s.paging, list.data?.total_ct, s.setPaging)}
        scroll={{ x: 900 }}
        locale={{ emptyText: <LogEmpty what="操作日志" filtered={s.filtered} failed={list.isError} /> }}
        columns={[
          { title: '时间', dataIndex: 'ts', width: 180, render: (v: string) => <TimeCell iso={v} /> },
          { title: '成员', key: 'who', width: 170, render: (_v, r) => who(r) },
          { title: '类型', dataIndex: 'type_label', width: 120, render: (v: string, r) => <Tag color={logTypeColor(r.type)}>{v}</Tag> },
          { title: '详情', dataIndex: 'detail', ellipsis: { showTitle: true }, render: (v: string) => v || <Typography.Text type="secondary">—</Typography.Text> },
          { title: 'IP', dataIndex: 'ip', width: 140, render: (v: string) => v || '—' },
        ]}
      />
    </>
  );
}
