import { Tag } from 'antd';
import { EXEC_RESULT_LABELS, STEP_STATUS_LABELS, type StepStatus } from '@pfs/domain/rule';
import { labelTag } from '@/components/label-tag';

/** A result as the server wrote it: one it does not know yet shows as itself. */
export const ExecResultTag = labelTag<'result', string>('result', EXEC_RESULT_LABELS, {
  acted: 'green',
  in_state: 'default',
  stale: 'orange',
  lost: 'gold',
  locked: 'purple',
  failed: 'red',
  waiting: 'blue',
});

const OUTCOME_LABELS: Record<string, [string, string]> = {
  pending: ['待下发', 'blue'],
  sent: ['等待网关确认', 'blue'],
  done: ['网关已执行', 'green'],
  failed: ['网关执行失败', 'red'],
  timeout: ['网关未确认（超时）', 'red'],
  expired: ['指令已过期', 'red'],
};

/** A step: its status, and for a sent command the gateway's outcome. */
export function StepTag({ status, outcome }: { status: string; outcome: string | null }) {
  if (status === 'sent' && outcome && OUTCOME_LABELS[outcome]) {
    const [label, color] = OUTCOME_LABELS[outcome];
    return <Tag color={color}>{label}</Tag>;
  }
  const color = status === 'error' ? 'red' : status === 'locked' ? 'purple' : status === 'lost' ? 'gold' : status === 'waiting' ? 'blue' : 'default';
  return <Tag color={color}>{STEP_STATUS_LABELS[status as StepStatus] ?? status}</Tag>;
}

export const PHASE_LABELS: Record<string, string> = { enter: '开始执行', exit: '结束（反向执行）', blocked: '未执行' };
