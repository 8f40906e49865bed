import type { TableColumnsType } from 'antd';
import { USER_LOG_TYPES } from '@pfs/domain/syslog';
import { dash } from '@/components/list-page';
import { useFacUserlogList } from '../api/get-fac-userlog-list';
import type { UserLogItem } from '../api/log-query';
import { timeColumn, typeColumn } from './log-columns';
import { LogTable } from './log-table';

const who = (r: { cname: string; uni_no: string }) => (r.cname ? `${r.cname}（${r.uni_no}）` : r.uni_no || '—');

const columns: TableColumnsType<UserLogItem> = [
  timeColumn,
  { title: '成员', key: 'who', width: 170, render: (_v, r) => who(r) },
  typeColumn(120),
  {
    title: '详情',
    dataIndex: 'detail',
    ellipsis: { showTitle: true },
    render: (v: string) => v || dash,
  },
  { title: 'IP', dataIndex: 'ip', width: 140, render: (v: string) => v || '—' },
];

/** 操作日志: sign-ins, password and profile changes, member and role changes. */
export function UserLogTable({ fid }: { fid: number }) {
  return <LogTable<UserLogItem> fid={fid} what="操作日志" types={USER_LOG_TYPES} useList={useFacUserlogList} scrollX={900} columns={columns} />;
}
