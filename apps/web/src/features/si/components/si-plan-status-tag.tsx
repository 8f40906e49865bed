import { Tag } from 'antd';
import { SI_PLAN_STATUS_LABELS, type SiPlan, type SiPlanStatus } from '@pfs/domain/si';

const COLORS: Record<SiPlanStatus, string> = { overdue: 'red', doing: 'blue', done: 'green', todo: 'default' };

/** 逾期 red, 进行中 blue, 已完成 green, 未开始 grey; a plan finished after its grace also reads 逾期完成. */
export function SiPlanStatusTag({ plan }: { plan: Pick<SiPlan, 'status' | 'late' | 'done_at'> }) {
  return (
    <>
      <Tag color={COLORS[plan.status]}>{SI_PLAN_STATUS_LABELS[plan.status]}</Tag>
      {plan.done_at && plan.late && <Tag color="orange">逾期完成</Tag>}
    </>
  );
}
