import { Tag } from 'antd';
import { TRIAL_STATUS_LABELS, type TrialStatus } from '@pfs/domain';

const COLORS: Record<TrialStatus, string> = { planned: 'blue', running: 'green', done: 'default' };

export function TrialStatusTag({ status }: { status: TrialStatus }) {
  return <Tag color={COLORS[status]}>{TRIAL_STATUS_LABELS[status]}</Tag>;
}
