import { getSiPlanList } from '@pfs/domain/si';
import { usePagedCall, type FacCallBody } from '@/lib/call-api';

export type SiPlanListBody = FacCallBody<typeof getSiPlanList>;

/** Plans by due time, with the status derived from answers, finish and the clock. */
export const useSiPlanList = (body: SiPlanListBody | undefined) => usePagedCall(getSiPlanList, body);
