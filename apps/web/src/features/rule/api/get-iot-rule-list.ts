import { getIotRuleList, type RuleListItem, type RuleStatus } from '@pfs/domain/rule';
import { useCall } from '@/lib/call-api';

export type { RuleListItem, RuleStatus };

/** Strategies with sentences (delay items skipped) and their last execution. */
export const useIotRuleList = (fid: number | undefined) => useCall(getIotRuleList, { fid: fid! }, { enabled: !!fid, refetchInterval: 10_000 });
