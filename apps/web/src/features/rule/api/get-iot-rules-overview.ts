import { useQuery } from '@tanstack/react-query';
import { postData } from '@/lib/request';
import type { RuleExec } from './get-iot-rule-exec';
import { ruleKeys } from './query-keys';

export type RulesOverview = {
  total_ct: number;
  enabled_ct: number;
  active: { rule_id: number; name: string; summary: string }[];
  stale: { rule_id: number; name: string; summary: string }[];
  results_24h: { result: string; label: string; n: number }[];
  recent: RuleExec[];
};

/** POST /api/get_iot_rules_overview — the strategy centre. */
export const getIotRulesOverview = (fid: number) => postData<RulesOverview>('/api/get_iot_rules_overview', { fid });

export const useIotRulesOverview = (fid: number | undefined) =>
  useQuery({ queryKey: ruleKeys.overview(fid), enabled: !!fid, refetchInterval: 10_000, queryFn: () => getIotRulesOverview(fid!) });
