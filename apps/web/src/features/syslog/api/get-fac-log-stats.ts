import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { logStatsBodySchema, type logStatsSchema } from '@pfs/domain';
import { postData } from '@/lib/request';
import { syslogKeys } from './query-keys';

export type FacLogStats = z.infer<typeof logStatsSchema>;

/** POST /api/get_fac_log_stats — counts per local day (zero-filled, oldest first) and totals over `days`. */
export async function getFacLogStats(fid: number, days: number): Promise<FacLogStats> {
  return postData<FacLogStats>('/api/get_fac_log_stats', logStatsBodySchema.parse({ fid, days }));
}

export function useFacLogStats(fid: number | undefined, days: number) {
  return useQuery({ queryKey: syslogKeys.stats(fid, days), queryFn: () => getFacLogStats(fid!, days), enabled: !!fid });
}
