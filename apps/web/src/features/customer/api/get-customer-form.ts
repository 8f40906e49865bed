import type { CustomerView } from '@pfs/domain';
import { postData } from '@/lib/request';

/** POST /api/get_customer_form — the customer with mobiles in full, for the edit form (customer.edit). */
export const getCustomerForm = (fid: number, custId: number) => postData<CustomerView>('/api/get_customer_form', { fid, cust_id: custId });
