import { useQuery } from '@tanstack/react-query';
import type { BatchView, Paged } from '@pfs/domain';
import { postData } from '@/lib/request';
import { materialKeys } from './material-keys';

/** POST /api/get_plant_batch_list — batches matching a batch number, for booking an issue or return to a batch. */
export const getPlantBatchOptions = (fid: number, kw: string) =>
  postData<Paged<BatchView>>('/api/get_plant_batch_list', { fid, kw: kw || undefined, page: 1, size: 20 }, { silent: true });

export const usePlantBatchOptions = (fid: number | undefined, kw: string, enabled: boolean) =>
  useQuery({ queryKey: materialKeys.batches(fid, kw), queryFn: () => getPlantBatchOptions(fid!, kw), enabled: !!fid && enabled, staleTime: 30_000 });
