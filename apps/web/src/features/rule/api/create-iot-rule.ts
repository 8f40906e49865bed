import { createIotRule, type createRuleBodySchema } from '@pfs/domain/rule';
import { callApi } from '@/lib/call-api';
import type { BodyOf } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateRules } from './invalidate-rules';

/** Needs cfg.iot.edit. */
export const useCreateIotRule = () => useRefreshingMutation((body: BodyOf<typeof createRuleBodySchema>) => callApi(createIotRule, body), (qc) => invalidateRules(qc));
