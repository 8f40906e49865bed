import type { createRuleBodySchema } from '@pfs/domain';
import { postData, type BodyOf } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { Rule } from './get-iot-rule';
import { invalidateRules } from './query-keys';

/** POST /api/create_iot_rule — needs cfg.iot.edit. */
export const createIotRule = (body: BodyOf<typeof createRuleBodySchema>) => postData<Rule>('/api/create_iot_rule', body);

export const useCreateIotRule = () => useRefreshingMutation(createIotRule, (qc) => invalidateRules(qc));
