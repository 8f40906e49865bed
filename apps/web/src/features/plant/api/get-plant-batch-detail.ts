import { useQuery } from '@tanstack/react-query';
import type { BatchDetail } from '@pfs/domain';
import { postData } from '@/lib/request';
import { plantKeys } from './plant-keys';

/** POST /api/get_plant_batch_detail — header, places now, plan vs actual, the event log, harvest, protections. */
export const getPlantBatchDetail = (fid: number, batchId: number) => postData<BatchDetail>('/api/get_plant_batch_detail', { fid, batch_id: batchId });

export const usePlantBatchDetail = (fid: number | undefined, batchId: number | null) =>
  useQuery({ queryKey: plantKeys.detail(fid, batchId), queryFn: () => getPlantBatchDetail(fid!, batchId!), enabled: !!fid && !!batchId, retry: false });
