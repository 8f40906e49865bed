import { useState } from 'react';
import { Table, Tag } from 'antd';
import { FAC_EVENT_TYPES } from '@pfs/domain';
import { PageContainer } from '../../../components/page-container';
import { useCurrentFid } from '../../../lib/auth-store';
import { useFacEventList, type FacEventItem, type LogQuery } from '../api/log-api';
import { LogFilters } from '../components/log-filters';
import { TimeCell } from '../components/time-cell';
import { tablePaging } from '../../../components/table-paging';

function EventTable({ fid }: { fid: number }) {
  const [q, setQ] = useState<LogQuery>({ fid, page: 1, size: 20 });
  const list = useFacEventList(q);
  return (
    <>
      <LogFilters query={q} onChange={setQ} types={FAC_EVENT_TYPES} />
      <Table<FacEventItem>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.items}
        scroll={{ x: 700 }}
        pagination={tablePaging(q, list.data?.total_ct, setQ)}
        columns={[
          { title: '时间', dataIndex: 'ts', width: 180, render: (v: string) => <TimeCell iso={v} /> },
          { title: '类型', dataIndex: 'type_label', width: 100, render: (v: string) => <Tag>{v}</Tag> },
          { title: '操作人', dataIndex: 'cname', width: 120, render: (v: string) => v || '系统' },
          { title: '事件', dataIndex: 'detail' },
        ]}
      />
    </>
  );
}

export default function FacEventLogPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="工厂事件" description="成员、角色、设置等工厂层面的变化。">
      <EventTable fid={fid} />
    </PageContainer>
  );
}
