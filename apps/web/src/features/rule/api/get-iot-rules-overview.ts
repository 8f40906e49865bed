import { getIotRulesOverview, type RulesOverview } from '@pfs/domain/rule';
import { useCall } from '@/lib/call-api';

export type { RulesOverview };

/** The strategy centre. */
export const useIotRulesOverview = (fid: number | undefined) => useCall(getIotRulesOverview, { fid: fid! }, { enabled: !!fid, refetchInterval: 10_000 });
