import { getShipmentList } from '@pfs/domain';
import { readCall } from './finished-call';

export type { Shipment } from '@pfs/domain';

/** 出货记录, paged. */
export const shipmentList = readCall(getShipmentList);
