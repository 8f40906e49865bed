import { getShipment } from '@pfs/domain/shipment';
import { readCall } from './finished-call';

export type { ShipmentDetail } from '@pfs/domain/shipment';

/** One shipment with its lots (the delivery note). */
export const shipmentDetail = readCall(getShipment);
