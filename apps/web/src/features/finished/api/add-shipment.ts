import { addShipment as addShipmentCall } from '@pfs/domain/shipment';
import { writeCall } from './finished-call';

/** Ships lots against an order. */
export const addShipment = writeCall(addShipmentCall);
