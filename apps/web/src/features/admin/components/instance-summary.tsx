import { Col, Row, Statistic, Typography, theme } from 'antd';
import type { SysInstanceList } from '@pfs/domain/instance';

const Leader = ({ name, none }: { name: string | null; none: string }) =>
  name ? (
    <Typography.Text strong style={{ fontSize: 16 }}>
      {name}
    </Typography.Text>
  ) : (
    <Typography.Text type="secondary">{none}</Typography.Text>
  );

/** The counts an operator looks at first, and which instance runs the jobs only one instance may run. */
export function InstanceSummary({ list }: { list: SysInstanceList | undefined }) {
  const { token } = theme.useToken();
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="instance-summary">
      <Col xs={12} lg={6}>
        <Statistic title="运行中" value={list?.up ?? '—'} suffix={list && '个'} valueStyle={{ color: token.colorSuccess }} />
      </Col>
      <Col xs={12} lg={6}>
        <Statistic title="已停止" value={list?.down ?? '—'} suffix={list && '个'} valueStyle={list?.down ? { color: token.colorError } : undefined} />
      </Col>
      <Col xs={12} lg={6}>
        <Statistic title="定时任务主实例" value=" " formatter={() => <Leader name={list?.scheduler_leader ?? null} none="暂无（无运行中的实例）" />} />
      </Col>
      <Col xs={12} lg={6}>
        <Statistic
          title="策略引擎主实例"
          value=" "
          formatter={() => <Leader name={list?.rules_leader ?? null} none="暂无（物联网未启用或无运行中的实例）" />}
        />
      </Col>
    </Row>
  );
}
