import { Tag } from 'antd';
import { LOT_STATE_LABELS, formatKg, type LotState } from '@pfs/domain';

const COLORS: Record<LotState, string> = { ok: 'green', expiring: 'orange', expired: 'red', empty: 'default' };

/** 正常 / 临期 / 已过期 / 已出完 of a finished lot. */
export const LotStateTag = ({ state }: { state: LotState }) => <Tag color={COLORS[state]}>{LOT_STATE_LABELS[state]}</Tag>;
/** kg as a scale reads it: the one kg format of packages/domain. */
export const kg = (v: number) => formatKg(v);
