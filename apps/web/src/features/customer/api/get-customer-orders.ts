import { getCustomerOrders } from '@pfs/domain/sales';
import { useCall } from '@/lib/call-api';

/** The customer's latest 50 orders. */
export const useCustomerOrders = (fid: number | undefined, custId: number | undefined) =>
  useCall(getCustomerOrders, { fid: fid!, cust_id: custId! }, { enabled: !!fid && !!custId });
