import { enableIotRule, type enableRuleBodySchema } from '@pfs/domain/rule';
import { callApi } from '@/lib/call-api';
import type { BodyOf } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateRules } from './invalidate-rules';

/** 启用 / 停用, needs cfg.iot.edit. */
export const useEnableIotRule = () => useRefreshingMutation((body: BodyOf<typeof enableRuleBodySchema>) => callApi(enableIotRule, body), (qc) => invalidateRules(qc));
