import { deleteIotRule, type ruleRefBodySchema } from '@pfs/domain/rule';
import { callApi } from '@/lib/call-api';
import type { BodyOf } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateRules } from './invalidate-rules';

/** Needs cfg.iot.edit; its execution records stay. */
export const useDeleteIotRule = () => useRefreshingMutation((body: BodyOf<typeof ruleRefBodySchema>) => callApi(deleteIotRule, body), (qc) => invalidateRules(qc));
