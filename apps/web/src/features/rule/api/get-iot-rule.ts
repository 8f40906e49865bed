import { getIotRule, type Rule } from '@pfs/domain/rule';
import { useCall } from '@/lib/call-api';

export type { Rule };

/** One strategy, for the editor. */
export const useIotRule = (fid: number | undefined, id: number | null) => useCall(getIotRule, { fid: fid!, rule_id: id! }, { enabled: !!fid && !!id });
