import { adjustFinishedLot } from '@pfs/domain/finished';
import { writeCall } from './finished-call';

/** Takes kg off a lot: 盘点调整 or 报废, with a reason. */
export const adjustLot = writeCall(adjustFinishedLot);
