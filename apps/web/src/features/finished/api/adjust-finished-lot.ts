import { adjustFinishedLotBodySchema, finishedLotSchema } from '@pfs/domain';
import { writeCall } from './finished-call';

/** POST /api/adjust_finished_lot — corrects a finished lot's weight. */
export const adjustLot = writeCall('/api/adjust_finished_lot', adjustFinishedLotBodySchema, finishedLotSchema);
