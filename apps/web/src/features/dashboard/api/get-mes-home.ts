import { getMesHome } from '@pfs/domain/mes';
import { useCall } from '@/lib/call-api';

/** The production card: today's work orders, those running and late, machines in fault, this week's OEE; only asked where it may be answered. */
export const useMesHome = (fid: number | undefined, enabled: boolean) =>
  useCall(getMesHome, { fid: fid! }, { enabled: !!fid && enabled, refetchInterval: 60_000 });
