import { Tag, Typography } from 'antd';
import { FAC_EVENT_TYPES } from '@pfs/domain';
import { useFacEvtLogList } from '../api/get-fac-evt-log-list';
import type { FacEventItem } from '../api/log-query';
import { logTypeColor } from '../utils/log-type-color';
import { LogTable } from './log-table';
import { TimeCell } from './time-cell';

/** 工厂事件: factory-level changes (members, roles, settings) and system events. */
export function FacEventTable({ fid }: { fid: number }) {
  return (
    <LogTable<FacEventItem>
      fid={fid}
      what="工厂事件"
      types={FAC_EVENT_TYPES}
      useList={useFacEvtLogList}
      scrollX={760}
      columns={[
        { title: '时间', dataIndex: 'ts', width: 180, render: (v: string) => <TimeCell iso={v} /> },
        { title: '类型', dataIndex: 'type_label', width: 100, render: (v: string, r) => <Tag color={logTypeColor(r.type)}>{v}</Tag> },
        { title: '操作人', dataIndex: 'cname', width: 140, render: (v: string) => v || <Typography.Text type="secondary">系统</Typography.Text> },
        { title: '事件', dataIndex: 'detail', ellipsis: { showTitle: true } },
      ]}
    />
  );
}
