import { Table, Typography } from 'antd';
import { tablePaging } from '@/components/table-paging';
import { useFacUserVoList } from '../api/get-fac-user-vo-list';
import type { PageVisitItem } from '../api/log-query';
import { LogEmpty } from './log-empty';
import { LogFilterBar } from './log-filter-bar';
import { TimeCell } from './time-cell';
import { useLogListState } from './use-log-list-state';

/** 访问日志: every page a member opened (the shell posts one entry per route change). */
export function PageVisitTable({ fid }: { fid: number }) {
  const s = useLogListState(fid);
  const list = useFacUserVoList(s.body);
  return (
    <>
      <LogFilterBar fid={fid} value={s.filters} onChange={s.setFilters} onRefresh={() => void list.refetch()} refreshing={list.isFetching} />
      <Table<PageVisitItem>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={tablePaging(s.paging, list.data?.total_ct, s.setPaging)}
        scroll={{ x: 900 }}
        locale={{ emptyText: <LogEmpty what="访问日志" filtered={s.filtered} failed={list.isError} /> }}
        columns={[
          { title: '时间', dataIndex: 'ts', width: 180, render: (v: string) => <TimeCell iso={v} /> },
          { title: '成员', key: 'who', width: 170, render: (_v, r) => (r.cname ? `${r.cname}（${r.uni_no}）` : r.uni_no) },
          { title: '页面', dataIndex: 'path', width: 260, ellipsis: { showTitle: true } },
          { title: '参数', dataIndex: 'param', ellipsis: { showTitle: true }, render: (v: string) => v || <Typography.Text type="secondary">—</Typography.Text> },
          { title: '站点', dataIndex: 'site_name', width: 160, ellipsis: true },
        ]}
      />
    </>
  );
}
