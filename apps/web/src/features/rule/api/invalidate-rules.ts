import type { QueryClient } from '@tanstack/react-query';
import { getIotRule, getIotRuleExec, getIotRuleExecList, getIotRuleList, getIotRulesOverview } from '@pfs/domain/rule';
import { invalidateCalls } from '@/lib/call-api';

/** Every write of a strategy refreshes every strategy read (lists, the one edited, overview, records). */
export const invalidateRules = (qc: QueryClient) => invalidateCalls(qc, getIotRuleList, getIotRule, getIotRulesOverview, getIotRuleExecList, getIotRuleExec);
