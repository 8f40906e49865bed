import { Typography, type TableColumnsType } from 'antd';
import { FAC_EVENT_TYPES } from '@pfs/domain/syslog';
import { useFacEvtLogList } from '../api/get-fac-evt-log-list';
import type { FacEventItem } from '../api/log-query';
import { timeColumn, typeColumn } from './log-columns';
import { LogTable } from './log-table';

const columns: TableColumnsType<FacEventItem> = [
  timeColumn,
  typeColumn(100),
  { title: '操作人', dataIndex: 'cname', width: 140, render: (v: string) => v || <Typography.Text type="secondary">系统</Typography.Text> },
  { title: '事件', dataIndex: 'detail', ellipsis: { showTitle: true } },
];

/** 工厂事件: factory-level changes (members, roles, settings) and system events. */
export function FacEventTable({ fid }: { fid: number }) {
  return <LogTable<FacEventItem> fid={fid} what="工厂事件" types={FAC_EVENT_TYPES} useList={useFacEvtLogList} scrollX={760} columns={columns} />;
}
