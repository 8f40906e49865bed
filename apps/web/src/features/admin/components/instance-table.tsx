import { Flex, Space, Table, Tag, Tooltip, Typography, theme } from 'antd';
import { formatDateTime, formatRelativeTime } from '@pfs/domain';
import { type SysInstance } from '@pfs/domain/instance';
import { emptyLocale } from '@/components/table-empty';

const When = ({ iso, now }: { iso: string; now: Date }) => (
  <Tooltip title={formatDateTime(iso)}>
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {formatRelativeTime(new Date(iso), now)}
    </Typography.Text>
  </Tooltip>
);

function StateCell({ i, now }: { i: SysInstance; now: Date }) {
  const up = i.state === 'up';
  return (
    <Flex vertical gap={2}>
      <span>
        <Tag color={up ? 'success' : 'error'}>{up ? '运行中' : '已停止'}</Tag>
        {!up && <Typography.Text type="secondary">{i.stopped ? '正常停止' : '失去联系'}</Typography.Text>}
      </span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {up ? '启动于' : '停止于'} {formatRelativeTime(new Date(i.since), now)}（{formatDateTime(i.since)}）
      </Typography.Text>
    </Flex>
  );
}

function Roles({ i }: { i: SysInstance }) {
  if (!i.scheduler_leader && !i.rules_leader) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={4} wrap>
      {i.scheduler_leader && <Tag color="blue">定时任务</Tag>}
      {i.rules_leader && <Tag color="purple">策略引擎</Tag>}
    </Space>
  );
}

/** One row per instance; a down one is tinted so it stands out among many. */
export function InstanceTable({ items, loading }: { items: SysInstance[]; loading: boolean }) {
  const { token } = theme.useToken();
  const now = new Date();
  return (
    <Table<SysInstance>
      rowKey="name"
      loading={loading}
      dataSource={items}
      pagination={false}
      scroll={{ x: 1080 }}
      onRow={(i) => (i.state === 'down' ? { style: { background: token.colorErrorBg } } : {})}
      locale={emptyLocale('还没有实例登记心跳')}
      columns={[
        { title: '实例名', dataIndex: 'name', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
        { title: '状态', key: 'state', width: 250, render: (_, i) => <StateCell i={i} now={now} /> },
        { title: '主机:端口', key: 'addr', render: (_, i) => <Typography.Text code style={{ whiteSpace: 'nowrap' }}>{`${i.host}:${i.port}`}</Typography.Text> },
        { title: 'PID', dataIndex: 'pid', width: 80, align: 'right' },
        { title: '版本', dataIndex: 'version', width: 90 },
        { title: '最后心跳', dataIndex: 'last_seen_at', width: 100, render: (v: string) => <When iso={v} now={now} /> },
        {
          title: 'MQTT 会话',
          dataIndex: 'mqtt_session',
          render: (v: string | null) =>
            v ?? (
              <Tooltip title="使用内置代理或未启用物联网，没有外部代理上的持久会话">
                <Typography.Text type="secondary">无</Typography.Text>
              </Tooltip>
            ),
        },
        { title: '角色', key: 'roles', width: 170, render: (_, i) => <Roles i={i} /> },
      ]}
    />
  );
}
