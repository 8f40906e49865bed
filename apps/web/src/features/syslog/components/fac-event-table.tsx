import { Table, Tag, Typography } from 'antd';
import { FAC_EVENT_TYPES } from '@pfs/domain';
import { tablePaging } from '@/components/table-paging';
import { useFacEvtLogList } from '../api/get-fac-evt-log-list';
import type { FacEventItem } from '../api/log-query';
import { logTypeColor } from '../utils/log-type-color';
import { LogEmpty } from './log-empty';
import { LogFilterBar } from './log-filter-bar';
import { TimeCell } from './time-cell';
import { useLogListState } from './use-log-list-state';

/** 工厂事件: factory-level changes (members, roles, settings) and system events. */
export function FacEventTable({ fid }: { fid: number }) {
  const s = useLogListState(fid);
  const list = useFacEvtLogList(s.body);
  return (
    <>
      <LogFilterBar fid={fid} value={s.filters} onChange={s.setFilters} types={FAC_EVENT_TYPES} onRefresh={() => void list.refetch()} refreshing={list.isFetching} />
      <Table<FacEventItem>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={tablePaging(s.paging, list.data?.total_ct, s.setPaging)}
        scroll={{ x: 760 }}
        locale={{ emptyText: <LogEmpty what="工厂事件" filtered={s.filtered} failed={list.isError} /> }}
        columns={[
          { title: '时间', dataIndex: 'ts', width: 180, render: (v: string) => <TimeCell iso={v} /> },
          { title: '类型', dataIndex: 'type_label', width: 100, render: (v: string, r) => <Tag color={logTypeColor(r.type)}>{v}</Tag> },
          { title: '操作人', dataIndex: 'cname', width: 140, render: (v: string) => v || <Typography.Text type="secondary">系统</Typography.Text> },
          { title: '事件', dataIndex: 'detail', ellipsis: { showTitle: true } },
        ]}
      />
    </>
  );
}
