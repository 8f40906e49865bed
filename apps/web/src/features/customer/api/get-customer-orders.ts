import { useQuery } from '@tanstack/react-query';
import type { OrderView } from '@pfs/domain';
import { postData } from '@/lib/request';
import { customerKeys } from './customer-keys';

/** POST /api/get_customer_orders — the customer's latest 50 orders. */
export const getCustomerOrders = (fid: number, custId: number) => postData<OrderView[]>('/api/get_customer_orders', { fid, cust_id: custId });

export const useCustomerOrders = (fid: number | undefined, custId: number | undefined) =>
  useQuery({ queryKey: customerKeys.orders(fid, custId), queryFn: () => getCustomerOrders(fid!, custId!), enabled: !!fid && !!custId });
