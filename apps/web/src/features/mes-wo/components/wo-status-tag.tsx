import { Space, Tag } from 'antd';
import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { WO_STATUS_LABELS, type MesWo } from '@pfs/domain/mes';
import { WO_STATUS_TAG } from '../utils/board-layout';

/** The order's status, and 逾期 beside it when it is late. */
export function WoStatusTag({ wo }: { wo: Pick<MesWo, 'status' | 'late'> }) {
  return (
    <Space size={4}>
      <Tag color={WO_STATUS_TAG[wo.status]} style={{ marginInlineEnd: 0 }}>
        {WO_STATUS_LABELS[wo.status]}
      </Tag>
      {wo.late && (
        <Tag color="red" style={{ marginInlineEnd: 0 }}>
          逾期
        </Tag>
      )}
    </Space>
  );
}

/** An area with the phase there in Chinese (栽培一区（生长）), or — without an area. */
export const placeText = (area: string, phase: string | null) =>
  area ? `${area}${phase ? `（${PLANT_PHASE_LABELS[phase as keyof typeof PLANT_PHASE_LABELS] ?? phase}）` : ''}` : '—';
