import { shipmentDetailSchema, shipmentRefBodySchema } from '@pfs/domain';
import { readCall } from './finished-call';

export type { ShipmentDetail } from '@pfs/domain';

/** POST /api/get_shipment — one shipment with its lots (the delivery note). */
export const shipmentDetail = readCall('/api/get_shipment', shipmentRefBodySchema, shipmentDetailSchema);
