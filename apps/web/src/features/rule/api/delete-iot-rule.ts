import type { ruleRefBodySchema } from '@pfs/domain';
import { post, type BodyOf, type OkReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateRules } from './query-keys';

/** POST /api/delete_iot_rule — needs cfg.iot.edit; its execution records stay. */
export const deleteIotRule = (body: BodyOf<typeof ruleRefBodySchema>) => post<OkReply>('/api/delete_iot_rule', body);

export const useDeleteIotRule = () => useRefreshingMutation(deleteIotRule, (qc) => invalidateRules(qc));
