import { useQuery } from '@tanstack/react-query';
import { postData } from '@/lib/request';
import { ruleKeys } from './query-keys';

export type ExecStep = { index: number; point_id: number; name: string; action: string; value: number | null; due_at: string; status: string; note: string; req_id: string | null; outcome: string | null };
export type RuleExec = {
  exec_id: number;
  rule_id: number;
  rule_name: string;
  phase: 'enter' | 'exit' | 'blocked';
  result: string;
  result_label: string;
  reason: string;
  trigger: { point_id: number; name: string; unit: string; v: number | null; ts: string | null }[];
  steps: ExecStep[];
  at: string;
  updated_at: string;
};

/** POST /api/get_iot_rule_exec — one execution record; refreshed while commands still wait for the gateway. */
export const getIotRuleExec = (fid: number, exec_id: number) => postData<RuleExec>('/api/get_iot_rule_exec', { fid, exec_id });

export const useIotRuleExec = (fid: number | undefined, id: number | null) =>
  useQuery({
    queryKey: ruleKeys.exec(fid, id),
    enabled: !!fid && !!id,
    queryFn: () => getIotRuleExec(fid!, id!),
    refetchInterval: (q) => (q.state.data?.steps.some((s) => s.status === 'waiting' || (s.status === 'sent' && (s.outcome === 'sent' || s.outcome === 'pending'))) ? 2000 : false),
  });
