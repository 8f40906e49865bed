import { useState } from 'react';
import { Table, Tabs, Tag } from 'antd';
import { USER_LOG_TYPES } from '@pfs/domain';
import { PageContainer } from '../../../components/page-container';
import { useCurrentFid } from '../../../lib/auth-store';
import { usePageVisitList, useUserLogList, type LogQuery, type PageVisitItem, type UserLogItem } from '../api/log-api';
import { LogFilters } from '../components/log-filters';
import { TimeCell } from '../components/time-cell';
import { tablePaging } from '../../../components/table-paging';

function OperationLog({ fid }: { fid: number }) {
  const [q, setQ] = useState<LogQuery>({ fid, page: 1, size: 20 });
  const list = useUserLogList(q);
  return (
    <>
      <LogFilters query={q} onChange={setQ} types={USER_LOG_TYPES} />
      <Table<UserLogItem>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={tablePaging(q, list.data?.total_ct, setQ)}
        scroll={{ x: 800 }}
        columns={[
          { title: '时间', dataIndex: 'ts', width: 180, render: (v: string) => <TimeCell iso={v} /> },
          { title: '成员', key: 'who', width: 160, render: (_v, r) => (r.cname ? `${r.cname}（${r.uni_no}）` : r.uni_no) },
          { title: '类型', dataIndex: 'type_label', width: 110, render: (v: string, r) => <Tag color={r.type === 'login_failed' ? 'red' : 'blue'}>{v}</Tag> },
          { title: '详情', dataIndex: 'detail', ellipsis: true },
          { title: 'IP', dataIndex: 'ip', width: 140 },
        ]}
      />
    </>
  );
}

function VisitLog({ fid }: { fid: number }) {
  const [q, setQ] = useState<LogQuery>({ fid, page: 1, size: 20 });
  const list = usePageVisitList(q);
  return (
    <>
      <LogFilters query={q} onChange={setQ} />
      <Table<PageVisitItem>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={tablePaging(q, list.data?.total_ct, setQ)}
        scroll={{ x: 800 }}
        columns={[
          { title: '时间', dataIndex: 'ts', width: 180, render: (v: string) => <TimeCell iso={v} /> },
          { title: '成员', key: 'who', width: 160, render: (_v, r) => `${r.cname}（${r.uni_no}）` },
          { title: '页面', dataIndex: 'path', ellipsis: true },
          { title: '参数', dataIndex: 'param', ellipsis: true, render: (v: string) => v || '—' },
        ]}
      />
    </>
  );
}

export default function UserLogPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="用户日志" description="登录、密码与成员变更等操作，以及每次页面访问。">
      <Tabs
        items={[
          { key: 'ops', label: '操作日志', children: <OperationLog fid={fid} /> },
          { key: 'visits', label: '访问日志', children: <VisitLog fid={fid} /> },
        ]}
      />
    </PageContainer>
  );
}
