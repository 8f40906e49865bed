import { getIotRuleExec, type ExecStep, type RuleExec } from '@pfs/domain/rule';
import { useCall } from '@/lib/call-api';

export type { ExecStep, RuleExec };

/** One execution record; refreshed while commands still wait for the gateway. */
export const useIotRuleExec = (fid: number | undefined, id: number | null) =>
  useCall(
    getIotRuleExec,
    { fid: fid!, exec_id: id! },
    {
      enabled: !!fid && !!id,
      refetchInterval: (q) => (q.state.data?.steps.some((s) => s.status === 'waiting' || (s.status === 'sent' && (s.outcome === 'sent' || s.outcome === 'pending'))) ? 2000 : false),
    },
  );
