import { getPlantDueSowingList } from '@pfs/domain/sales';
import { useCall } from '@/lib/call-api';

/** Orders' planned batches to sow within `days` (late ones included). */
export const usePlantDueSowingList = (fid: number | undefined, days = 14) => useCall(getPlantDueSowingList, { fid: fid!, days }, { enabled: !!fid });
