import { useState, type ComponentType } from 'react';
import { Button, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DeleteAction, RowAction, editorOpsColumn } from '@/components/list-page';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid, useHasAnyPerm } from '@/lib/auth-store';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { useNotifyChannels, useNotifyMutations, useNotifyRules, type NotifyChannel, type NotifyRule } from '../api/alarm-notify';
import { ChannelModal } from '../components/channel-modal';
import { RuleModal } from '../components/rule-modal';
import { SendLog } from '../components/send-log';

/** What a channel sends to, secrets as the server masked them. */
function target(c: NotifyChannel) {
  if (c.kind === 'email') return c.config.smtp_configured ? '接收人账号的邮箱' : <Typography.Text type="danger">服务器未配置 SMTP，邮件无法发出</Typography.Text>;
  if (c.kind === 'sms') return `${String(c.config.sign_name ?? '')} · ${String(c.config.template_code ?? '')} · ${String(c.config.endpoint ?? '')}`;
  return String(c.config.url ?? '');
}

/** The 状态 of a channel or rule: 启用 (green) or 停用. */
const enabledColumn = { title: '状态', dataIndex: 'enabled', width: 80, render: (e: boolean) => (e ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) };

/** 添加渠道 / 添加规则 above the table, for those who may edit. */
function AddButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick} style={{ marginBottom: 16 }}>
      {children}
    </Button>
  );
}

/** What tells the two editable lists apart: their row key, 添加 button, empty text and add/edit dialog. */
type ListKind<T> = {
  rowKey: keyof T & string;
  add: string;
  empty: string;
  Dialog: ComponentType<{ fid: number; editing: T | 'new' | null; onClose: () => void }>;
};
const CHANNELS: ListKind<NotifyChannel> = { rowKey: 'channel_id', add: '添加渠道', empty: '还没有通知渠道', Dialog: ChannelModal };
const RULES: ListKind<NotifyRule> = { rowKey: 'rule_id', add: '添加规则', empty: '还没有通知规则：告警只在平台内显示', Dialog: RuleModal };

/** A tab's list: 添加… for those who may edit, the table, and the dialog that adds or edits a row. */
function EditableList<T extends object>(p: {
  kind: ListKind<T>;
  fid: number;
  list: { data?: T[]; isFetching: boolean };
  columns: TableColumnsType<T>;
  editing: T | 'new' | null;
  setEditing: (e: T | 'new' | null) => void;
}) {
  const { kind, list } = p;
  const canEdit = useCanEdit();
  return (
    <>
      {canEdit && <AddButton onClick={() => p.setEditing('new')}>{kind.add}</AddButton>}
      <Table<T>
        rowKey={kind.rowKey}
        size="small"
        columns={p.columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        pagination={false}
        locale={{ emptyText: kind.empty }}
      />
      <kind.Dialog fid={p.fid} editing={p.editing} onClose={() => p.setEditing(null)} />
    </>
  );
}

const useCanEdit = () => useHasAnyPerm(['cfg.alarm.edit']);

function Channels({ fid }: { fid: number }) {
  const canEdit = useCanEdit();
  const q = useNotifyChannels(fid);
  const { testChannel } = useNotifyMutations(fid);
  const [editing, setEditing] = useState<NotifyChannel | 'new' | null>(null);
  const test = async (c: NotifyChannel) => {
    const r = await testChannel.mutateAsync({ fid, channel_id: c.channel_id });
    if (r.data.status === 'sent') feedback.message.success(r.msg);
    else feedback.message.error(r.msg, 8);
  };
  const columns: TableColumnsType<NotifyChannel> = [
    { title: '渠道名称', dataIndex: 'name' },
    { title: '类型', dataIndex: 'kind_label', width: 150 },
    { title: '发送到', key: 'target', ellipsis: true, render: (_x, c) => target(c) },
    enabledColumn,
    editorOpsColumn<NotifyChannel>(150, canEdit, (c) => (
      <>
        <RowAction onClick={() => setEditing(c)}>修改</RowAction>
        <Button type="link" size="small" disabled={testChannel.isPending} onClick={action(() => test(c))}>
          发送测试
        </Button>
      </>
    )),
  ];
  return <EditableList kind={CHANNELS} fid={fid} list={q} columns={columns} editing={editing} setEditing={setEditing} />;
}

function Rules({ fid }: { fid: number }) {
  const canEdit = useCanEdit();
  const q = useNotifyRules(fid);
  const channels = useNotifyChannels(fid);
  const { deleteRule } = useNotifyMutations(fid);
  const [editing, setEditing] = useState<NotifyRule | 'new' | null>(null);
  const channelName = (id: number) => channels.data?.find((c) => c.channel_id === id)?.name ?? `渠道 ${id}`;
  const columns: TableColumnsType<NotifyRule> = [
    { title: '规则名称', dataIndex: 'name', width: 160 },
    { title: '级别', dataIndex: 'levels', width: 120, render: (l: number[]) => (l.length ? l.map((x) => `${x} 级`).join('、') : '全部') },
    { title: '渠道', dataIndex: 'channel_ids', render: (ids: number[]) => ids.map(channelName).join('、') },
    {
      title: '接收人（升级顺序）',
      dataIndex: 'chain',
      render: (chain: NotifyRule['chain'], r) =>
        chain.map((s, i) => (
          <div key={i}>
            第 {i + 1} 级{i > 0 ? `（${r.escalate_min! * i} 分钟未处理）` : ''}：{s.people.map((p) => p.cname).join('、')}
          </div>
        )),
    },
    { title: '免打扰', key: 'quiet', width: 120, render: (_x, r) => (r.quiet_start ? `${r.quiet_start}–${r.quiet_end}` : '无') },
    enabledColumn,
    editorOpsColumn<NotifyRule>(120, canEdit, (r) => (
      <>
        <RowAction onClick={() => setEditing(r)}>修改</RowAction>
        <DeleteAction title="删除这条通知规则？" run={async () => (await deleteRule.mutateAsync(r.rule_id)).msg} />
      </>
    )),
  ];
  return <EditableList kind={RULES} fid={fid} list={q} columns={columns} editing={editing} setEditing={setEditing} />;
}

const ABOUT = '告警产生时通过邮件、企业微信、钉钉、Webhook 或短信通知值班人员；无人处理时按升级顺序通知下一级。每次发送及其结果都记入发送记录。';

export default function AlarmNotifyPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="告警通知" description={ABOUT}>
      <Tabs
        items={[
          { key: 'rules', label: '通知规则', children: <Rules fid={fid} /> },
          { key: 'channels', label: '通知渠道', children: <Channels fid={fid} /> },
          { key: 'log', label: '发送记录', children: <SendLog fid={fid} /> },
        ]}
      />
    </PageContainer>
  );
}
