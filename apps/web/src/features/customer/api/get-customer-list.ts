import { type customerListBodySchema, getCustomerList } from '@pfs/domain/customer';
import { usePagedCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type CustomerListBody = FacBody<typeof customerListBodySchema>;

/** Customers (mobiles masked unless the role holds customer.edit) and their order counts; the last page stays while the next loads. */
export const useCustomerList = (body: CustomerListBody | undefined) => usePagedCall(getCustomerList, body);
