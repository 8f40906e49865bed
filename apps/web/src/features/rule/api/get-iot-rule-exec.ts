import { useQuery } from '@tanstack/react-query';
import type { ExecStep, RuleExec } from '@pfs/domain';
import { postData } from '@/lib/request';
import { ruleKeys } from './query-keys';

export type { ExecStep, RuleExec };

/** POST /api/get_iot_rule_exec — one execution record; refreshed while commands still wait for the gateway. */
export const getIotRuleExec = (fid: number, exec_id: number) => postData<RuleExec>('/api/get_iot_rule_exec', { fid, exec_id });

export const useIotRuleExec = (fid: number | undefined, id: number | null) =>
  useQuery({
    queryKey: ruleKeys.exec(fid, id),
    enabled: !!fid && !!id,
    queryFn: () => getIotRuleExec(fid!, id!),
    refetchInterval: (q) => (q.state.data?.steps.some((s) => s.status === 'waiting' || (s.status === 'sent' && (s.outcome === 'sent' || s.outcome === 'pending'))) ? 2000 : false),
  });
