import { adjustFinishedLotBodySchema, finishedLotSchema } from '@pfs/domain';
import { writeCall } from './finished-call';

/** POST /api/adjust_finished_lot — takes kg off a lot: 盘点调整 or 报废, with a reason. */
export const adjustLot = writeCall('/api/adjust_finished_lot', adjustFinishedLotBodySchema, finishedLotSchema);
