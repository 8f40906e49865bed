import { getShipmentList } from '@pfs/domain/shipment';
import { useCall } from '@/lib/call-api';

/** The order's shipments (warehouse.list), for its detail page. */
export const useOrderShipments = (fid: number | undefined, orderId: number | undefined, allowed: boolean) =>
  useCall(getShipmentList, { fid: fid!, order_id: orderId, page: 1, size: 50 }, { enabled: !!fid && !!orderId && allowed });
