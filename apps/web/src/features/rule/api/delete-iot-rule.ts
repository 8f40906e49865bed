import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ruleRefBodySchema } from '@pfs/domain';
import { post, type BodyOf, type OkReply } from '@/lib/request';
import { invalidateRules } from './query-keys';

/** POST /api/delete_iot_rule — needs cfg.iot.edit; its execution records stay. */
export const deleteIotRule = (body: BodyOf<typeof ruleRefBodySchema>) => post<OkReply>('/api/delete_iot_rule', body);

export function useDeleteIotRule() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteIotRule, onSuccess: () => invalidateRules(qc) });
}
