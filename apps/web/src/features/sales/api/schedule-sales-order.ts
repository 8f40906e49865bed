import { useQuery } from '@tanstack/react-query';
import { scheduleOrderBodySchema, scheduleSalesOrder } from '@pfs/domain/sales';
import { callApi, callKey } from '@/lib/call-api';

/** The plan on the delivery date (or another), or the shortage and earliest date; never kept: the farm changes. */
export function useScheduleSalesOrder(fid: number | undefined, orderId: number | undefined, delivery?: string) {
  const body = { fid: fid!, order_id: orderId!, delivery_date: delivery };
  return useQuery({
    queryKey: callKey(scheduleSalesOrder, body),
    queryFn: () => callApi(scheduleSalesOrder, scheduleOrderBodySchema.parse(body)),
    enabled: !!fid && !!orderId,
    staleTime: 0,
    gcTime: 0,
  });
}
