import { Tag } from 'antd';
import type { RuleStatus } from '../api/get-iot-rule-list';

const LABELS: Record<RuleStatus, [string, string]> = {
  active: ['执行中', 'green'],
  inactive: ['待触发', 'default'],
  stale: ['数据过期', 'orange'],
  waiting: ['等待数据', 'blue'],
  disabled: ['已停用', 'default'],
};

export const RuleStatusTag = ({ status }: { status: RuleStatus }) => <Tag color={LABELS[status][1]}>{LABELS[status][0]}</Tag>;
