import { useQuery } from '@tanstack/react-query';
import type { CustomerView } from '@pfs/domain';
import { postData } from '@/lib/request';
import { customerKeys } from './customer-keys';

/** POST /api/get_customer — one customer, mobiles masked unless the role holds customer.edit. */
export const getCustomer = (fid: number, custId: number) => postData<CustomerView>('/api/get_customer', { fid, cust_id: custId });

export const useCustomer = (fid: number | undefined, custId: number | undefined) =>
  useQuery({ queryKey: customerKeys.detail(fid, custId), queryFn: () => getCustomer(fid!, custId!), enabled: !!fid && !!custId });
