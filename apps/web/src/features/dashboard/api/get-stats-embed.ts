import type { z } from 'zod';
import { statsEmbed, type statsEmbedSchema } from '@pfs/domain/stats';
import { useCall } from '@/lib/call-api';

export type StatsEmbed = z.infer<typeof statsEmbedSchema>;

/** The home page's blocks, a block the role may not see being null; refreshed every minute: the climate and alarms are live figures. */
export const useStatsEmbed = (fid: number | undefined) => useCall(statsEmbed, { fid: fid! }, { enabled: !!fid, refetchInterval: 60_000 });
