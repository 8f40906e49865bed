import { Alert, Typography } from 'antd';
import { formatDateTime, formatRelativeTime } from '@pfs/domain';
import { type SysInstance } from '@pfs/domain/instance';

/** Down instances, each with what it means for telemetry: the one thing on this page an operator must act on. */
export function InstanceDownAlert({ items }: { items: SysInstance[] }) {
  const down = items.filter((i) => i.state === 'down');
  if (!down.length) return null;
  const now = new Date();
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="instance-down-alert"
      message={`${down.length} 个实例已停止`}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {down.map((i) => (
            <li key={i.name}>
              <Typography.Text strong>{i.name}</Typography.Text>（{i.host}:{i.port}）{formatRelativeTime(new Date(i.since), now)}
              {i.stopped ? '正常停止' : '失去联系'}（{formatDateTime(i.since)}）。{i.note}
            </li>
          ))}
        </ul>
      }
    />
  );
}
