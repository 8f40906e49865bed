import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RuleBody } from '@pfs/domain';
import { postData } from '@/lib/request';
import type { Rule } from './get-iot-rule';
import { invalidateRules } from './query-keys';

/** POST /api/update_iot_rule — needs cfg.iot.edit; the strategy starts afresh. */
export const updateIotRule = (body: RuleBody & { fid: number; rule_id: number }) => postData<Rule>('/api/update_iot_rule', body);

export function useUpdateIotRule() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateIotRule, onSuccess: () => invalidateRules(qc) });
}
