import { useQuery } from '@tanstack/react-query';
import type { BatchClimate } from '@pfs/domain';
import { postData } from '@/lib/request';
import { plantKeys } from './plant-keys';

/** POST /api/get_plant_batch_climate — per phase avg/min/max climate of the areas it stood in, against the targets. */
export const getPlantBatchClimate = (fid: number, batchId: number) => postData<BatchClimate>('/api/get_plant_batch_climate', { fid, batch_id: batchId });

export const usePlantBatchClimate = (fid: number | undefined, batchId: number | null) =>
  useQuery({ queryKey: plantKeys.climate(fid, batchId), queryFn: () => getPlantBatchClimate(fid!, batchId!), enabled: !!fid && !!batchId, retry: false });
