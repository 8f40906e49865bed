import { cancelOrderBodySchema, type OrderView } from '@pfs/domain';
import { post, type DataReply, type FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { salesKeys } from './sales-keys';

/** POST /api/cancel_sales_order — releases the order's planned batches not sown yet. */
export const cancelSalesOrder = (body: FacBody<typeof cancelOrderBodySchema>) =>
  post<DataReply<OrderView>>('/api/cancel_sales_order', cancelOrderBodySchema.parse(body));

export const useCancelSalesOrder = () => useRefreshingMutation(cancelSalesOrder, (qc, b) => qc.invalidateQueries({ queryKey: salesKeys.all(b.fid) }));
