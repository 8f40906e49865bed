import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { updateRuleBodySchema } from '@pfs/domain';
import { postData, type BodyOf } from '@/lib/request';
import type { Rule } from './get-iot-rule';
import { invalidateRules } from './query-keys';

/** POST /api/update_iot_rule — needs cfg.iot.edit; the strategy starts afresh. */
export const updateIotRule = (body: BodyOf<typeof updateRuleBodySchema>) => postData<Rule>('/api/update_iot_rule', body);

export function useUpdateIotRule() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateIotRule, onSuccess: () => invalidateRules(qc) });
}
