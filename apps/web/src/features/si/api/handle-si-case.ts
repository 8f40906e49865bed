import { getSiPlanList, handleSiCase, handleSiCaseBodySchema } from '@pfs/domain/si';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { FacBody } from '@/lib/request';
import { siCaseReads } from './save-si-case-note';

/** msg 异常已处理: the record becomes 处理后正常, so the plan's counts change too. */
export const useHandleSiCase = () =>
  useRefreshingMutation(
    (body: FacBody<typeof handleSiCaseBodySchema>) => callWithMsg(handleSiCase, handleSiCaseBodySchema.parse(body)),
    (qc) => invalidateCalls(qc, ...siCaseReads, getSiPlanList),
  );
