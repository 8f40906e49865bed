import { useState } from 'react';
import { Button, DatePicker, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { formatDateTime } from '@pfs/domain';
import { PageContainer } from '../../../components/page-container';
import { PermissionGuard } from '../../../components/permission-guard';
import { tablePaging } from '../../../components/table-paging';
import { feedback } from '../../../lib/feedback';
import { useCurrentFid } from '../../../lib/auth-store';
import { useAlarmList, useCloseAlarm, useCloseAllAlarms, type Alarm, type AlarmQuery } from '../api/alarm-api';

const TYPES = { high: '超上限', low: '超下限', offline: '网关离线', cmd_failed: '指令失败', cmd_timeout: '指令超时' };

/** Asks for the reason a person closes alarms; the reason is kept with them. */
function ReasonModal({ title, open, onOk, onCancel, loading }: { title: string; open: boolean; onOk: (reason: string) => void; onCancel: () => void; loading: boolean }) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal title={title} open={open} onCancel={onCancel} confirmLoading={loading} destroyOnHidden onOk={async () => onOk((await form.validateFields()).reason)}>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label="关闭原因" rules={[{ required: true, whitespace: true, message: '请填写关闭原因' }, { min: 2, max: 200, message: '原因为 2–200 个字' }]}>
          <Input.TextArea rows={3} placeholder="例如：已到现场检查，空调设定已调整" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function AlarmTable({ fid }: { fid: number }) {
  const [q, setQ] = useState<AlarmQuery>({ fid, page: 1, size: 20, status: 'valid' });
  const list = useAlarmList(q);
  const closeOne = useCloseAlarm();
  const closeAll = useCloseAllAlarms();
  const [closing, setClosing] = useState<Alarm | 'all' | null>(null);
  const run = async (reason: string) => {
    try {
      if (closing === 'all') feedback.message.success(((await closeAll.mutateAsync({ fid, reason })) as { msg: string }).msg);
      else if (closing) {
        await closeOne.mutateAsync({ fid, alarm_id: closing.alarm_id, reason });
        feedback.message.success('告警已关闭');
      }
      setClosing(null);
    } catch {
      /* shown by the wrapper */
    }
  };
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select value={q.status ?? 'all'} style={{ width: 120 }} options={[{ value: 'valid', label: '未关闭' }, { value: 'closed', label: '已关闭' }, { value: 'all', label: '全部' }]} onChange={(v) => setQ({ ...q, page: 1, status: v === 'all' ? undefined : (v as 'valid' | 'closed') })} />
        <Select allowClear placeholder="类型" style={{ width: 130 }} options={Object.entries(TYPES).map(([value, label]) => ({ value, label }))} onChange={(type?: string) => setQ({ ...q, page: 1, type })} />
        <Select allowClear placeholder="级别" style={{ width: 110 }} options={[0, 1, 2, 3, 4, 5].map((l) => ({ value: l, label: `${l} 级${l === 0 || l === 5 ? '（严重）' : ''}` }))} onChange={(level?: number) => setQ({ ...q, page: 1, level })} />
        <DatePicker.RangePicker showTime onChange={(v: [Dayjs | null, Dayjs | null] | null) => setQ({ ...q, page: 1, start: v?.[0]?.toISOString(), end: v?.[1]?.toISOString() })} />
        <PermissionGuard codes={['alarm.edit']}>
          <Button danger onClick={() => setClosing('all')} disabled={!list.data?.total_ct || q.status === 'closed'}>全部关闭</Button>
        </PermissionGuard>
      </Space>
      <Table<Alarm>
        rowKey="alarm_id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.items}
        pagination={tablePaging(q, list.data?.total_ct, setQ)}
        scroll={{ x: 1000 }}
        locale={{ emptyText: q.status === 'valid' ? '没有未关闭的告警' : '没有符合条件的告警' }}
        columns={[
          { title: '级别', dataIndex: 'level', width: 90, render: (l: number, a) => <Tag color={a.severe ? 'red' : 'orange'}>{l} 级</Tag> },
          { title: '类型', dataIndex: 'type_label', width: 100 },
          { title: '告警', dataIndex: 'title', render: (t: string, a) => <>{t}{a.count > 1 && <Typography.Text type="secondary">（共 {a.count} 次）</Typography.Text>}</> },
          { title: '首次', dataIndex: 'first_at', width: 165, render: (v: string) => formatDateTime(v) },
          { title: '最近', dataIndex: 'last_at', width: 165, render: (v: string) => formatDateTime(v) },
          {
            title: '状态',
            dataIndex: 'status',
            width: 200,
            render: (s: string, a) => (s === 'valid' ? <Tag color="red">未关闭</Tag> : <Typography.Text type="secondary">已关闭 · {a.closed_by_name}：{a.close_reason}</Typography.Text>),
          },
          {
            title: '操作',
            key: 'ops',
            width: 80,
            render: (_v, a) =>
              a.status === 'valid' && (
                <PermissionGuard codes={['alarm.edit']}>
                  <Button type="link" size="small" onClick={() => setClosing(a)}>关闭</Button>
                </PermissionGuard>
              ),
          },
        ]}
      />
      <ReasonModal title={closing === 'all' ? '关闭全部未关闭的告警' : '关闭告警'} open={!!closing} loading={closeOne.isPending || closeAll.isPending} onCancel={() => setClosing(null)} onOk={(r) => void run(r)} />
    </>
  );
}

export default function AlarmPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="告警记录" description="同一来源的同类告警只保留一条未关闭记录，重复发生时累计次数；恢复正常后自动关闭。">
      <AlarmTable fid={fid} />
    </PageContainer>
  );
}
