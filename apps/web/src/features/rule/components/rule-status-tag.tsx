import { labelTag } from '@/components/label-tag';
import type { RuleStatus } from '../api/get-iot-rule-list';

const LABELS: Record<RuleStatus, string> = { active: '执行中', inactive: '待触发', stale: '数据过期', waiting: '等待数据', disabled: '已停用' };

export const RuleStatusTag = labelTag('status', LABELS, { active: 'green', inactive: 'default', stale: 'orange', waiting: 'blue', disabled: 'default' });
