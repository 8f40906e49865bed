import { customerListBodySchema, type CustomerView, type Paged } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { useFacQuery } from '@/lib/fac-query';
import { customerKeys } from './customer-keys';

export type CustomerListBody = FacBody<typeof customerListBodySchema>;

/** POST /api/get_customer_list — customers (mobiles masked unless the role holds customer.edit) and their order counts. */
export const getCustomerList = (body: CustomerListBody) => postData<Paged<CustomerView>>('/api/get_customer_list', customerListBodySchema.parse(body));

export const useCustomerList = (body: CustomerListBody | undefined) => useFacQuery(customerKeys.list(body ?? { fid: 0 }), body, getCustomerList);
