import { Card, Flex, Progress, Typography } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import { SI_PERIOD_LABELS, type SiPlan } from '@pfs/domain/si';
import { SiPlanStatusTag } from './si-plan-status-tag';

const at = (iso: string) => formatFactoryTime(iso, 'MM-DD HH:mm');

/** The plan at a glance: rule and period, its window and due time, status and how many items are answered. */
export function SiPlanHeader({ plan, answered }: { plan: SiPlan; answered: number }) {
  const pct = plan.item_ct ? Math.round((answered / plan.item_ct) * 100) : 0;
  return (
    <Card size="small">
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="start" gap={8}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {plan.rule_name}
          </Typography.Title>
          <span style={{ whiteSpace: 'nowrap' }}>
            <SiPlanStatusTag plan={plan} />
          </span>
        </Flex>
        <Typography.Text type="secondary">
          {SI_PERIOD_LABELS[plan.period]} · {plan.period_label}
        </Typography.Text>
        <Typography.Text>
          时间窗 {at(plan.window_start)} – {at(plan.due_at)}，{formatFactoryTime(plan.late_at, 'MM-DD HH:mm')} 后逾期
        </Typography.Text>
        <Typography.Text type="secondary">负责：{plan.assignee_names || '—'}</Typography.Text>
        {plan.done_at && (
          <Typography.Text type="secondary">
            {plan.done_by_name} 于 {at(plan.done_at)} 完成
          </Typography.Text>
        )}
        <Progress percent={pct} format={() => `${answered}/${plan.item_ct}`} status={plan.status === 'overdue' ? 'exception' : plan.done_at ? 'success' : 'active'} />
      </Flex>
    </Card>
  );
}
