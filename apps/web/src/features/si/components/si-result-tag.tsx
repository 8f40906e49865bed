import { SI_RESULT_LABELS } from '@pfs/domain/si';
import { labelTag } from '@/components/label-tag';

/** 异常 red, 处理后正常 orange, 正常 green, 不适用 and 未巡检 grey. */
export const SiResultTag = labelTag('result', SI_RESULT_LABELS, { err: 'red', act_ok: 'orange', ok: 'green' });
