import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged, ruleExecListBodySchema } from '@pfs/domain';
import { postData, type ListBody } from '@/lib/request';
import type { RuleExec } from './get-iot-rule-exec';
import { ruleKeys } from './query-keys';

export type ExecQuery = ListBody<typeof ruleExecListBodySchema>;

/** POST /api/get_iot_rule_exec_list — execution records filtered by strategy, time range and result. */
export const getIotRuleExecList = (q: ExecQuery) => postData<Paged<RuleExec>>('/api/get_iot_rule_exec_list', q);

export const useIotRuleExecList = (q: ExecQuery) =>
  useQuery({ queryKey: ruleKeys.execs(q), refetchInterval: 5000, placeholderData: keepPreviousData, queryFn: () => getIotRuleExecList(q) });
