import { getPlantBatchList } from '@pfs/domain/plant';
import { useCall } from '@/lib/call-api';

/** Batches matching a batch number, for booking an issue or return to a batch (a planting call, keyed by the call). */
export const usePlantBatchOptions = (fid: number | undefined, kw: string, enabled: boolean) =>
  useCall(getPlantBatchList, { fid: fid!, kw: kw || undefined, page: 1, size: 20 }, { enabled: !!fid && enabled, staleTime: 30_000, silent: true });
