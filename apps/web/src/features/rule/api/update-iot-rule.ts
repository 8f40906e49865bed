import type { updateRuleBodySchema } from '@pfs/domain';
import { postData, type BodyOf } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { Rule } from './get-iot-rule';
import { invalidateRules } from './query-keys';

/** POST /api/update_iot_rule — needs cfg.iot.edit; the strategy starts afresh. */
export const updateIotRule = (body: BodyOf<typeof updateRuleBodySchema>) => postData<Rule>('/api/update_iot_rule', body);

export const useUpdateIotRule = () => useRefreshingMutation(updateIotRule, (qc) => invalidateRules(qc));
