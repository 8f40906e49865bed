import { acceptSalesPlan, acceptPlanBodySchema } from '@pfs/domain/sales';
import { callWithMsg } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateSales } from './sales-reads';

/** Writes the planned batches; the order becomes 已排产. */
export const useAcceptSalesPlan = () => useRefreshingMutation((body: FacBody<typeof acceptPlanBodySchema>) => callWithMsg(acceptSalesPlan, acceptPlanBodySchema.parse(body)), invalidateSales);
