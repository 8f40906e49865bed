import { sellFinishedLot } from '@pfs/domain/finished';
import { writeCall } from './finished-call';

/** Sells kg of a lot without an order (批发出售). */
export const sellLot = writeCall(sellFinishedLot);
