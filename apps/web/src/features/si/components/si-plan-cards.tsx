import { Card, Empty, Flex, Pagination, Progress, Spin, Typography } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import type { SiPlan } from '@pfs/domain/si';
import { SiPlanStatusTag } from './si-plan-status-tag';

/** The plans as cards on a phone: tap one to fill it in. */
export function SiPlanCards(p: {
  plans?: SiPlan[];
  loading: boolean;
  page: number;
  size: number;
  total?: number;
  onPage: (page: number) => void;
  onOpen: (plan: SiPlan) => void;
}) {
  if (!p.plans?.length) return p.loading ? <Spin style={{ display: 'block', margin: 32 }} /> : <Empty description="没有符合条件的巡检计划" />;
  return (
    <Flex vertical gap={10}>
      {p.plans.map((plan) => (
        <Card key={plan.plan_id} size="small" hoverable onClick={() => p.onOpen(plan)} data-testid={`si-plan-${plan.plan_id}`}>
          <Flex justify="space-between" gap={8} align="start">
            <Typography.Text strong>{plan.rule_name}</Typography.Text>
            <span style={{ whiteSpace: 'nowrap' }}>
              <SiPlanStatusTag plan={plan} />
            </span>
          </Flex>
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {plan.period_label} · 截止 {formatFactoryTime(plan.due_at, 'MM-DD HH:mm')}
          </Typography.Text>
          <Progress size="small" percent={plan.item_ct ? Math.round((plan.answered_ct / plan.item_ct) * 100) : 0} format={() => `${plan.answered_ct}/${plan.item_ct}`} />
          {plan.err_ct > 0 && <Typography.Text type="danger">{plan.err_ct} 项异常</Typography.Text>}
        </Card>
      ))}
      <Pagination simple align="center" current={p.page} pageSize={p.size} total={p.total ?? 0} onChange={p.onPage} />
    </Flex>
  );
}
