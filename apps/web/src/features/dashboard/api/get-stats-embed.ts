import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { statsEmbedSchema } from '@pfs/domain';
import { postData } from '@/lib/request';
import { dashboardKeys } from './dashboard-keys';

export type StatsEmbed = z.infer<typeof statsEmbedSchema>;

/** POST /api/stats/embed — the home page's blocks; a block the role may not see is null. */
export const getStatsEmbed = (fid: number) => postData<StatsEmbed>('/api/stats/embed', { fid });

/** Refreshed every minute: the climate and alarms are live figures. */
export const useStatsEmbed = (fid: number | undefined) =>
  useQuery({ queryKey: dashboardKeys.embed(fid), queryFn: () => getStatsEmbed(fid!), enabled: !!fid, refetchInterval: 60_000 });
