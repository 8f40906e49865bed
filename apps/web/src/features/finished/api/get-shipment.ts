import { getShipment } from '@pfs/domain';
import { readCall } from './finished-call';

export type { ShipmentDetail } from '@pfs/domain';

/** One shipment with its lots (the delivery note). */
export const shipmentDetail = readCall(getShipment);
