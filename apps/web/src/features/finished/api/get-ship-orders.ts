import { getShipOrders } from '@pfs/domain/shipment';
import { readCall } from './finished-call';

/** Orders that can ship, with each line's weight still to ship. */
export const shipOrders = readCall(getShipOrders);
