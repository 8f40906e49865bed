import { useQuery } from '@tanstack/react-query';
import type { PlantOverview } from '@pfs/domain';
import { postData } from '@/lib/request';
import { plantKeys } from './plant-keys';

/** POST /api/get_plant_overview — dishes per phase and area, today's due moves, harvest, losses, stock warnings. */
export const getPlantOverview = (fid: number) => postData<PlantOverview>('/api/get_plant_overview', { fid });

export const usePlantOverview = (fid: number | undefined) =>
  useQuery({ queryKey: plantKeys.overview(fid), queryFn: () => getPlantOverview(fid!), enabled: !!fid, refetchInterval: 5 * 60_000 });
