import type { TableColumnsType } from 'antd';
import { dash } from '@/components/list-page';
import { useFacUserVoList } from '../api/get-fac-user-vo-list';
import type { PageVisitItem } from '../api/log-query';
import { timeColumn } from './log-columns';
import { LogTable } from './log-table';

const columns: TableColumnsType<PageVisitItem> = [
  timeColumn,
  { title: '成员', key: 'who', width: 170, render: (_v, r) => (r.cname ? `${r.cname}（${r.uni_no}）` : r.uni_no) },
  { title: '页面', dataIndex: 'path', width: 260, ellipsis: { showTitle: true } },
  { title: '参数', dataIndex: 'param', ellipsis: { showTitle: true }, render: (v: string) => v || dash },
  { title: '站点', dataIndex: 'site_name', width: 160, ellipsis: true },
];

/** 访问日志: every page a member opened (the shell posts one entry per route change). */
export function PageVisitTable({ fid }: { fid: number }) {
  return <LogTable<PageVisitItem> fid={fid} what="访问日志" useList={useFacUserVoList} scrollX={900} columns={columns} />;
}
