import { getShipmentList } from '@pfs/domain/shipment';
import { readCall } from './finished-call';

export type { Shipment } from '@pfs/domain/shipment';

/** 出货记录, paged. */
export const shipmentList = readCall(getShipmentList);
