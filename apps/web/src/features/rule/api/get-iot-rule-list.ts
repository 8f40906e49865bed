import { useQuery } from '@tanstack/react-query';
import { postData } from '@/lib/request';
import type { Rule } from './get-iot-rule';
import { ruleKeys } from './query-keys';

export type RuleStatus = 'active' | 'inactive' | 'stale' | 'waiting' | 'disabled';
export type RuleListItem = Rule & {
  summary_conditions: string;
  summary_schedule: string;
  summary_actions: string;
  status: RuleStatus;
  last_exec: { exec_id: number; at: string; result: string; result_label: string } | null;
};

/** POST /api/get_iot_rule_list — strategies with sentences (delay items skipped) and their last execution. */
export const getIotRuleList = (fid: number) => postData<RuleListItem[]>('/api/get_iot_rule_list', { fid });

export const useIotRuleList = (fid: number | undefined) =>
  useQuery({ queryKey: ruleKeys.list(fid), enabled: !!fid, refetchInterval: 10_000, queryFn: () => getIotRuleList(fid!) });
