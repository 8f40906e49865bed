import { getSiPlanDetail } from '@pfs/domain/si';
import { useCall } from '@/lib/call-api';

/** The plan, its records with live readings and alarms, and whether this member may fill it in. */
export const useSiPlanDetail = (fid: number | undefined, planId: number | undefined) =>
  useCall(getSiPlanDetail, { fid: fid!, plan_id: planId! }, { enabled: !!fid && !!planId, refetchInterval: 60_000 });
