import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { createRuleBodySchema } from '@pfs/domain';
import { postData, type BodyOf } from '@/lib/request';
import type { Rule } from './get-iot-rule';
import { invalidateRules } from './query-keys';

/** POST /api/create_iot_rule — needs cfg.iot.edit. */
export const createIotRule = (body: BodyOf<typeof createRuleBodySchema>) => postData<Rule>('/api/create_iot_rule', body);

export function useCreateIotRule() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createIotRule, onSuccess: () => invalidateRules(qc) });
}
