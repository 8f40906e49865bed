import { getSiHome } from '@pfs/domain/si';
import { useCall } from '@/lib/call-api';

/** The inspections card: today's plans, overdue plans and open abnormalities; only asked where it may be answered. */
export const useSiHome = (fid: number | undefined, enabled: boolean) =>
  useCall(getSiHome, { fid: fid! }, { enabled: !!fid && enabled, refetchInterval: 60_000 });
