import { completeSalesOrder, completeOrderBodySchema } from '@pfs/domain/sales';
import { callWithMsg } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateSales } from './sales-reads';

/** 完成订单: lines met, or the rest cancelled with `reason` (kept in the remark and the log). */
export const useCompleteSalesOrder = () => useRefreshingMutation((body: FacBody<typeof completeOrderBodySchema>) => callWithMsg(completeSalesOrder, completeOrderBodySchema.parse(body)), invalidateSales);
