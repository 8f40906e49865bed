import { EQUIP_STATE_LABELS } from '@pfs/domain/mes';
import { labelTag } from '@/components/label-tag';
import { EQUIP_STATE_COLORS } from '../utils/mes-format';

/** 运行 / 待机 / 故障 / 保养 in their colours. */
export const MesStateTag = labelTag('state', EQUIP_STATE_LABELS, EQUIP_STATE_COLORS);
