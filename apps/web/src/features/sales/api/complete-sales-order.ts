import { completeOrderBodySchema, type OrderView } from '@pfs/domain';
import { post, type DataReply, type FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { salesKeys } from './sales-keys';

/** POST /api/complete_sales_order — 完成订单: lines met, or the rest cancelled with `reason` (kept in the remark and the log). */
export const completeSalesOrder = (body: FacBody<typeof completeOrderBodySchema>) =>
  post<DataReply<OrderView>>('/api/complete_sales_order', completeOrderBodySchema.parse(body));

export const useCompleteSalesOrder = () => useRefreshingMutation(completeSalesOrder, (qc, b) => qc.invalidateQueries({ queryKey: salesKeys.all(b.fid) }));
