import { acceptPlanBodySchema, type OrderView } from '@pfs/domain';
import { post, type DataReply, type FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { salesKeys } from './sales-keys';

/** POST /api/accept_sales_plan — writes the planned batches; the order becomes 已排产. */
export const acceptSalesPlan = (body: FacBody<typeof acceptPlanBodySchema>) =>
  post<DataReply<OrderView>>('/api/accept_sales_plan', acceptPlanBodySchema.parse(body));

export const useAcceptSalesPlan = () => useRefreshingMutation(acceptSalesPlan, (qc, b) => qc.invalidateQueries({ queryKey: salesKeys.all(b.fid) }));
