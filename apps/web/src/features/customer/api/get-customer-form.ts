import { getCustomerForm } from '@pfs/domain/customer';
import { callApi } from '@/lib/call-api';

/** The customer with mobiles in full, for the edit form (customer.edit). */
export const loadCustomerForm = (fid: number, custId: number) => callApi(getCustomerForm, { fid, cust_id: custId });
