import { getPlantOverview } from '@pfs/domain/plant';
import { useCall } from '@/lib/call-api';

/** Dishes per phase and area, today's due moves, harvest, losses, stock warnings. */
export const usePlantOverview = (fid: number | undefined) => useCall(getPlantOverview, { fid: fid! }, { enabled: !!fid, refetchInterval: 5 * 60_000 });
