import { useState } from 'react';
import { Table, Typography } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import { type ControlRequestItem } from '@pfs/domain/iot-gateway';
import { PageContainer } from '@/components/page-container';
import { RequestStatusTag, SWITCH_ACTION_LABELS } from '@/components/switch-request';
import { tablePaging } from '@/components/table-paging';
import { useCurrentFid } from '@/lib/auth-store';
import { useRequestList } from '../api/get-iot-req-list';

function RequestTable({ fid }: { fid: number }) {
  const [q, setQ] = useState({ fid, page: 1, size: 20 });
  const list = useRequestList(q);
  return (
    <Table<ControlRequestItem>
      rowKey="req_id"
      size="middle"
      loading={list.isLoading}
      dataSource={list.data?.items}
      pagination={tablePaging(q, list.data?.total_ct, setQ)}
      scroll={{ x: 900 }}
      columns={[
        { title: '时间', dataIndex: 'created_at', width: 170, render: (v: string) => formatFactoryTime(v) },
        { title: '网关', dataIndex: 'gw_name', width: 140 },
        { title: '开关', dataIndex: 'point_name', width: 130 },
        { title: '动作', key: 'act', width: 110, render: (_v, r) => `${SWITCH_ACTION_LABELS[r.action]}${r.action === 'number' ? ` ${r.value}` : ''}` },
        { title: '结果', dataIndex: 'status', width: 150, render: (s: ControlRequestItem['status']) => <RequestStatusTag status={s} /> },
        { title: '下发次数', dataIndex: 'attempts', width: 90 },
        { title: '操作人', dataIndex: 'cname', width: 100, render: (v: string) => v || '策略' },
        { title: '说明', dataIndex: 'error', render: (v: string) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : '—') },
      ]}
    />
  );
}

export default function RequestListPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="控制请求" description="每条开关指令的下发、确认与结果。">
      <RequestTable fid={fid} />
    </PageContainer>
  );
}
