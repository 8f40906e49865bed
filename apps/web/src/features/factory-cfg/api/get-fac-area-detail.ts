import { getFacAreaDetail } from '@pfs/domain/factory-cfg';
import { useCall } from '@/lib/call-api';

/** Batches standing there, 30 days of occupancy, live climate and targets; read every minute while open (the climate is live). */
export const useFacAreaDetail = (fid: number | undefined, areaId: number | undefined) =>
  useCall(getFacAreaDetail, { fid: fid!, area_id: areaId! }, { enabled: !!fid && !!areaId, refetchInterval: 60_000 });
