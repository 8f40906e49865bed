import { getMesMyWo } from '@pfs/domain/mes';
import { useCall } from '@/lib/call-api';

/** The caller's orders of today (the phone view); refreshed every minute, a planner may assign more. */
export const useMesMyWo = (fid: number | undefined) => useCall(getMesMyWo, { fid: fid! }, { enabled: !!fid, refetchInterval: 60_000 });
