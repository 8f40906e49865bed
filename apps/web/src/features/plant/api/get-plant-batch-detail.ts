import { getPlantBatchDetail } from '@pfs/domain/plant';
import { useCall } from '@/lib/call-api';

/** Header, places now, plan vs actual, the event log, harvest, protections. */
export const usePlantBatchDetail = (fid: number | undefined, batchId: number | null) =>
  useCall(getPlantBatchDetail, { fid: fid!, batch_id: batchId! }, { enabled: !!fid && !!batchId, retry: false });
