import { getSiItemOptions } from '@pfs/domain/si';
import { useCall } from '@/lib/call-api';

/** The enabled check items a rule may group. */
export const useSiItemOptions = (fid: number | undefined, enabled = true) => useCall(getSiItemOptions, { fid: fid! }, { enabled: !!fid && enabled, staleTime: 30_000 });
