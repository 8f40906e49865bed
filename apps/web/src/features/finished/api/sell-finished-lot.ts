import { finishedLotSchema, sellFinishedLotBodySchema } from '@pfs/domain';
import { writeCall } from './finished-call';

/** POST /api/sell_finished_lot — sells kg of a lot without an order (批发出售). */
export const sellLot = writeCall('/api/sell_finished_lot', sellFinishedLotBodySchema, finishedLotSchema);
