import { useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@pfs/domain';
import { postData } from '@/lib/request';
import { salesKeys } from './sales-keys';

/** POST /api/get_sales_order_detail — the order with its planned batches, their progress and the on-time forecast. */
export const getSalesOrderDetail = (fid: number, orderId: number) => postData<OrderDetail>('/api/get_sales_order_detail', { fid, order_id: orderId });

export const useSalesOrderDetail = (fid: number | undefined, orderId: number | undefined) =>
  useQuery({ queryKey: salesKeys.detail(fid, orderId), queryFn: () => getSalesOrderDetail(fid!, orderId!), enabled: !!fid && !!orderId });
