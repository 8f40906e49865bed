import { getPlantBatchClimate } from '@pfs/domain/plant';
import { useCall } from '@/lib/call-api';

/** Per phase avg/min/max climate of the areas it stood in, against the targets. */
export const usePlantBatchClimate = (fid: number | undefined, batchId: number | null) =>
  useCall(getPlantBatchClimate, { fid: fid!, batch_id: batchId! }, { enabled: !!fid && !!batchId, retry: false });
