import { Tag } from 'antd';
import { BATCH_STATUS_LABELS, type BatchStatus, type PlantPhase } from '@pfs/domain';
import { PHASE_COLORS, phaseText } from '../utils/plant-format';

export function PhaseTag({ phase }: { phase: PlantPhase | null }) {
  if (!phase) return <Tag>—</Tag>;
  return <Tag color={PHASE_COLORS[phase]}>{phaseText(phase)}</Tag>;
}

const STATUS_COLORS: Record<BatchStatus, string> = { active: 'green', closed: 'default', del: 'red' };
export function BatchStatusTag({ status }: { status: BatchStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{BATCH_STATUS_LABELS[status]}</Tag>;
}
