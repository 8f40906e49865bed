import { formatKg } from '@pfs/domain';
import { LOT_STATE_LABELS } from '@pfs/domain/finished';
import { labelTag } from '@/components/label-tag';

/** 正常 / 临期 / 已过期 / 已出完 of a finished lot. */
export const LotStateTag = labelTag('state', LOT_STATE_LABELS, { ok: 'green', expiring: 'orange', expired: 'red', empty: 'default' });
/** kg as a scale reads it: the one kg format of packages/domain. */
export const kg = (v: number) => formatKg(v);
