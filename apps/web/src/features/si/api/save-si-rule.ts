import { getSiHome, getSiItemList, getSiPlanDetail, getSiPlanList, getSiRuleList, getSiRuleOptions, saveSiRule, saveSiRuleBodySchema } from '@pfs/domain/si';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { FacBody } from '@/lib/request';

export type SaveSiRuleInput = FacBody<typeof saveSiRuleBodySchema>;

/** What a rule write changes: the rules, the items' rule counts, and the current period's plan it may re-make. */
export const siRuleReads = [getSiRuleList, getSiRuleOptions, getSiItemList, getSiPlanList, getSiPlanDetail, getSiHome];

/** msg 巡检规则已保存; the current period's plan is re-made when nobody has answered it yet. */
export const useSaveSiRule = () =>
  useRefreshingMutation((body: SaveSiRuleInput) => callWithMsg(saveSiRule, saveSiRuleBodySchema.parse(body)), (qc) => invalidateCalls(qc, ...siRuleReads));
