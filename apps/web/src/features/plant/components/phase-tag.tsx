import { Tag } from 'antd';
import { type PlantPhase } from '@pfs/domain';
import { BATCH_STATUS_LABELS } from '@pfs/domain/plant';
import { labelTag } from '@/components/label-tag';
import { PHASE_COLORS, phaseText } from '../utils/plant-format';

export function PhaseTag({ phase }: { phase: PlantPhase | null }) {
  if (!phase) return <Tag>—</Tag>;
  return <Tag color={PHASE_COLORS[phase]}>{phaseText(phase)}</Tag>;
}

export const BatchStatusTag = labelTag('status', BATCH_STATUS_LABELS, { active: 'green', closed: 'default', del: 'red' });
