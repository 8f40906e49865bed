import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { enableRuleBodySchema } from '@pfs/domain';
import { post, type BodyOf, type OkReply } from '@/lib/request';
import { invalidateRules } from './query-keys';

/** POST /api/enable_iot_rule — 启用 / 停用, needs cfg.iot.edit. */
export const enableIotRule = (body: BodyOf<typeof enableRuleBodySchema>) => post<OkReply>('/api/enable_iot_rule', body);

export function useEnableIotRule() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: enableIotRule, onSuccess: () => invalidateRules(qc) });
}
