import { getCustomer } from '@pfs/domain/customer';
import { useCall } from '@/lib/call-api';

/** One customer, mobiles masked unless the role holds customer.edit. */
export const useCustomer = (fid: number | undefined, custId: number | undefined) =>
  useCall(getCustomer, { fid: fid!, cust_id: custId! }, { enabled: !!fid && !!custId });
