import type { z } from 'zod';
import { getFacLogStats, type logStatsSchema } from '@pfs/domain/syslog';
import { useCall } from '@/lib/call-api';

export type FacLogStats = z.infer<typeof logStatsSchema>;

/** Counts per local day (zero-filled, oldest first) and totals over `days`. */
export const useFacLogStats = (fid: number | undefined, days: number) => useCall(getFacLogStats, { fid: fid!, days }, { enabled: !!fid });
