import { finishSiPlan, getSiHome, getSiPlanDetail, getSiPlanList, getSiStatsList, siPlanRefBodySchema } from '@pfs/domain/si';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';

/** msg 巡检已完成: the plan, the plan list, the statistics and the home card change. */
export const useFinishSiPlan = () =>
  useRefreshingMutation(
    (body: FacBody<typeof siPlanRefBodySchema>) => callWithMsg(finishSiPlan, siPlanRefBodySchema.parse(body)),
    (qc) => invalidateCalls(qc, getSiPlanDetail, getSiPlanList, getSiStatsList, getSiHome),
  );
