import { keepPreviousData } from '@tanstack/react-query';
import { getIotRuleExecList, type ruleExecListBodySchema } from '@pfs/domain/rule';
import { useCall } from '@/lib/call-api';
import type { ListBody } from '@/lib/request';

export type ExecQuery = ListBody<typeof ruleExecListBodySchema>;

/** Execution records filtered by strategy, time range and result. */
export const useIotRuleExecList = (q: ExecQuery) => useCall(getIotRuleExecList, q, { refetchInterval: 5000, placeholderData: keepPreviousData });
