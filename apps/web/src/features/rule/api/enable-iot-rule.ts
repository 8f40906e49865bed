import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@/lib/request';
import { invalidateRules } from './query-keys';

/** POST /api/enable_iot_rule — 启用 / 停用, needs cfg.iot.edit. */
export const enableIotRule = (body: { fid: number; rule_id: number; enabled: boolean }) => post('/api/enable_iot_rule', body);

export function useEnableIotRule() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: enableIotRule, onSuccess: () => invalidateRules(qc) });
}
