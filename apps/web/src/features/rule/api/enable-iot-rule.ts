import type { enableRuleBodySchema } from '@pfs/domain';
import { post, type BodyOf, type OkReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateRules } from './query-keys';

/** POST /api/enable_iot_rule — 启用 / 停用, needs cfg.iot.edit. */
export const enableIotRule = (body: BodyOf<typeof enableRuleBodySchema>) => post<OkReply>('/api/enable_iot_rule', body);

export const useEnableIotRule = () => useRefreshingMutation(enableIotRule, (qc) => invalidateRules(qc));
