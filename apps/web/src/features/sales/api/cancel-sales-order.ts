import { cancelSalesOrder, cancelOrderBodySchema } from '@pfs/domain/sales';
import { callWithMsg } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateSales } from './sales-reads';

/** Releases the order's planned batches not sown yet. */
export const useCancelSalesOrder = () => useRefreshingMutation((body: FacBody<typeof cancelOrderBodySchema>) => callWithMsg(cancelSalesOrder, cancelOrderBodySchema.parse(body)), invalidateSales);
