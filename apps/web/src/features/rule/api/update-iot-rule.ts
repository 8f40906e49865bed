import { updateIotRule, type updateRuleBodySchema } from '@pfs/domain/rule';
import { callApi } from '@/lib/call-api';
import type { BodyOf } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateRules } from './invalidate-rules';

/** Needs cfg.iot.edit; the strategy starts afresh. */
export const useUpdateIotRule = () => useRefreshingMutation((body: BodyOf<typeof updateRuleBodySchema>) => callApi(updateIotRule, body), (qc) => invalidateRules(qc));
