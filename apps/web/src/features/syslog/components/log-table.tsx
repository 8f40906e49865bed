import { Table, type TableColumnsType } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@pfs/domain';
import { tablePaging } from '@/components/table-paging';
import type { FacLogQueryBody } from '../api/log-query';
import { LogEmpty } from './log-empty';
import { LogFilterBar } from './log-filter-bar';
import { useLogListState } from './use-log-list-state';

/** One log tab: the filter bar over a paged table, the log's own query hook and columns. */
export function LogTable<T extends { id: number | string }>({
  fid,
  what,
  types,
  useList,
  columns,
  scrollX,
}: {
  fid: number;
  /** The log's name in the empty-table text, e.g. 操作日志. */
  what: string;
  /** The log's kinds, when it has a type filter. */
  types?: Readonly<Record<string, string>>;
  useList: (body: FacLogQueryBody | undefined) => UseQueryResult<Paged<T>>;
  columns: TableColumnsType<T>;
  scrollX: number;
}) {
  const s = useLogListState(fid);
  const list = useList(s.body);
  return (
    <>
      <LogFilterBar fid={fid} value={s.filters} onChange={s.setFilters} types={types} onRefresh={() => void list.refetch()} refreshing={list.isFetching} />
      <Table<T>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={tablePaging(s.paging, list.data?.total_ct, s.setPaging)}
        scroll={{ x: scrollX }}
        locale={{ emptyText: <LogEmpty what={what} filtered={s.filtered} failed={list.isError} /> }}
        columns={columns}
      />
    </>
  );
}
