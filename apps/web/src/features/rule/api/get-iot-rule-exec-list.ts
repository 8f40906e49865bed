import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExecResult, Paged } from '@pfs/domain';
import { postData } from '@/lib/request';
import type { RuleExec } from './get-iot-rule-exec';
import { ruleKeys } from './query-keys';

export type ExecQuery = { fid: number; page: number; size: number; rule_id?: number; result?: ExecResult; start?: string; end?: string };

/** POST /api/get_iot_rule_exec_list — execution records filtered by strategy, time range and result. */
export const getIotRuleExecList = (q: ExecQuery) => postData<Paged<RuleExec>>('/api/get_iot_rule_exec_list', q);

export const useIotRuleExecList = (q: ExecQuery) =>
  useQuery({ queryKey: ruleKeys.execs(q), refetchInterval: 5000, placeholderData: keepPreviousData, queryFn: () => getIotRuleExecList(q) });
