import { addShipmentBodySchema, shipmentDetailSchema } from '@pfs/domain';
import { writeCall } from './finished-call';

/** POST /api/add_shipment — ships lots against an order. */
export const addShipment = writeCall('/api/add_shipment', addShipmentBodySchema, shipmentDetailSchema);
