import { useQuery } from '@tanstack/react-query';
import type { RuleListItem, RuleStatus } from '@pfs/domain';
import { postData } from '@/lib/request';
import { ruleKeys } from './query-keys';

export type { RuleListItem, RuleStatus };

/** POST /api/get_iot_rule_list — strategies with sentences (delay items skipped) and their last execution. */
export const getIotRuleList = (fid: number) => postData<RuleListItem[]>('/api/get_iot_rule_list', { fid });

export const useIotRuleList = (fid: number | undefined) =>
  useQuery({ queryKey: ruleKeys.list(fid), enabled: !!fid, refetchInterval: 10_000, queryFn: () => getIotRuleList(fid!) });
