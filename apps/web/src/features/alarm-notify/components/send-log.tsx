import { useState } from 'react';
import { Select, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import { NOTIFY_CHANNEL_KIND_LABELS, NOTIFY_SEND_STATUSES, NOTIFY_SEND_STATUS_LABELS, type NotifySendStatus } from '@pfs/domain/alarm-notify';
import { tablePaging } from '@/components/table-paging';
import { useNotifyChannels, useNotifyLog, type NotifyLogQuery, type NotifySend } from '../api/alarm-notify';

const COLORS: Record<NotifySendStatus, string> = { pending: 'blue', sent: 'green', failed: 'red', skipped: 'default' };
const time = (t: string | null) => (t ? formatFactoryTime(t, 'YYYY-MM-DD HH:mm:ss') : '—');

/** 发送记录: every message with its attempts; filters by status and channel. */
export function SendLog({ fid }: { fid: number }) {
  const [q, setQ] = useState<NotifyLogQuery>({ fid, page: 1, size: 20 });
  const log = useNotifyLog(q);
  const channels = useNotifyChannels(fid);
  const set = (p: Partial<NotifyLogQuery>) => setQ((o) => ({ ...o, ...p, page: 1 }));
  const columns: TableColumnsType<NotifySend> = [
    { title: '时间', dataIndex: 'created_at', width: 170, render: time },
    {
      title: '告警',
      dataIndex: 'alarm_title',
      render: (t: string | null, s) => (s.step === 0 ? <Tag>发送测试</Tag> : <>{s.step > 1 && <Tag color="volcano">第 {s.step} 级升级</Tag>}{t ?? `告警 #${s.alarm_id}`}</>),
    },
    { title: '渠道', dataIndex: 'channel_name', width: 180, render: (n: string, s) => `${n}（${NOTIFY_CHANNEL_KIND_LABELS[s.channel_kind]}）` },
    { title: '接收人', dataIndex: 'recipient', width: 200 },
    {
      title: '结果',
      dataIndex: 'status',
      width: 90,
      render: (st: NotifySendStatus, s) => <Tag color={COLORS[st]}>{s.status_label}</Tag>,
    },
    { title: '尝试', dataIndex: 'attempts', width: 60 },
    {
      title: '说明',
      dataIndex: 'last_error',
      render: (e: string, s) =>
        s.attempt_log.length > 1 ? (
          <Tooltip title={s.attempt_log.map((a, i) => `第 ${i + 1} 次 ${time(a.at)}：${a.ok ? '成功' : a.error}`).join('\n')}>
            <span>{e || '—'}</span>
          </Tooltip>
        ) : (
          e || (s.status === 'pending' ? `计划于 ${time(s.due_at)} 发送` : '—')
        ),
    },
  ];
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select allowClear placeholder="结果" style={{ width: 120 }} options={NOTIFY_SEND_STATUSES.map((s) => ({ value: s, label: NOTIFY_SEND_STATUS_LABELS[s] }))} onChange={(status?: NotifySendStatus) => set({ status })} />
        <Select allowClear placeholder="渠道" style={{ width: 200 }} options={(channels.data ?? []).map((c) => ({ value: c.channel_id, label: c.name }))} onChange={(channel_id?: number) => set({ channel_id })} />
      </Space>
      <Table
        rowKey="send_id"
        size="small"
        columns={columns}
        dataSource={log.data?.items ?? []}
        loading={log.isFetching}
        locale={{ emptyText: '还没有发送记录' }}
        pagination={tablePaging(q, log.data?.total_ct ?? 0, setQ)}
      />
    </>
  );
}
