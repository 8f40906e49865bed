import { Tag } from 'antd';
import { SI_CASE_STATUS_LABELS, type SiCase } from '@pfs/domain/si';

const COLORS = { open: 'orange', handled: 'green', void: 'default' } as const;

/** 待处理 orange, 逾期未处理 red, 已处理 green, 已撤销 grey. */
export function SiCaseStatusTag({ c }: { c: Pick<SiCase, 'status' | 'overdue'> }) {
  if (c.overdue && c.status === 'open') return <Tag color="red">逾期未处理</Tag>;
  return <Tag color={COLORS[c.status]}>{SI_CASE_STATUS_LABELS[c.status]}</Tag>;
}
