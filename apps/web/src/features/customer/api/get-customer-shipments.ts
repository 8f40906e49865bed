import { getShipmentList } from '@pfs/domain/shipment';
import { useCall } from '@/lib/call-api';

/** The customer's latest 50 shipments (warehouse.list), for the customer's detail. */
export const useCustomerShipments = (fid: number | undefined, custId: number | undefined, allowed: boolean) =>
  useCall(getShipmentList, { fid: fid!, cust_id: custId, page: 1, size: 50 }, { enabled: !!fid && !!custId && allowed });
