import { pagedSchema, shipmentListBodySchema, shipmentSchema } from '@pfs/domain';
import { readCall } from './finished-call';

export type { Shipment } from '@pfs/domain';

/** POST /api/get_shipment_list — 出货记录, paged. */
export const shipmentList = readCall('/api/get_shipment_list', shipmentListBodySchema, pagedSchema(shipmentSchema));
