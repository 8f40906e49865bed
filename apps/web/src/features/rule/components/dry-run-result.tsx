import { Alert, Descriptions, List, Tag, Typography } from 'antd';
import { formatFactoryTime, formatValue } from '@pfs/domain';
import type { DryRun } from '../api/test-iot-rule';

/** What "test now" found: each condition with its current value, the verdict, and what each step would do. */
export function DryRunResult({ r }: { r: DryRun }) {
  return (
    <div data-testid="dry-run">
      <Alert type={r.active ? 'success' : 'info'} showIcon message={r.verdict} style={{ marginBottom: 12 }} />
      {r.conditions.length > 0 && (
        <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }}>
          {r.conditions.map((c, i) => (
            <Descriptions.Item key={i} label={c.text}>
              {c.value === null ? '无读数' : formatValue(c.value)} {c.ts && <Typography.Text type="secondary">（{formatFactoryTime(c.ts)}）</Typography.Text>}{' '}
              {c.stale ? <Tag color="orange">已过期</Tag> : c.met ? <Tag color="green">满足</Tag> : <Tag>不满足</Tag>}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      {r.active && (
        <List
          size="small"
          bordered
          dataSource={r.steps}
          renderItem={(s) => (
            <List.Item extra={<Tag color={s.outcome === '将下发指令' ? 'blue' : 'default'}>{s.outcome}</Tag>}>
              {s.after_s > 0 ? `${s.after_s} 秒后：` : ''}
              {s.text}
            </List.Item>
          )}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, fontSize: 12 }}>
        试运行只用当前数值判断，不下发任何指令。
      </Typography.Paragraph>
    </div>
  );
}
