import { useQuery } from '@tanstack/react-query';
import { scheduleOrderBodySchema, type OrderPlan } from '@pfs/domain';
import { postData } from '@/lib/request';
import { salesKeys } from './sales-keys';

/** POST /api/schedule_sales_order — the plan on the delivery date (or another), or the shortage and earliest date. */
export const scheduleSalesOrder = (fid: number, orderId: number, delivery?: string) =>
  postData<OrderPlan>('/api/schedule_sales_order', scheduleOrderBodySchema.parse({ fid, order_id: orderId, delivery_date: delivery }));

export const useScheduleSalesOrder = (fid: number | undefined, orderId: number | undefined, delivery?: string) =>
  useQuery({ queryKey: salesKeys.plan(fid, orderId, delivery), queryFn: () => scheduleSalesOrder(fid!, orderId!, delivery), enabled: !!fid && !!orderId, staleTime: 0, gcTime: 0 });
