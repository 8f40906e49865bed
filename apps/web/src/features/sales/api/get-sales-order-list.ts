import { getSalesOrderList, type orderListBodySchema } from '@pfs/domain/sales';
import { usePagedCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type OrderListBody = FacBody<typeof orderListBodySchema>;

/** Orders filtered by customer, status, spec and delivery dates; the last page stays while the next loads. */
export const useSalesOrderList = (body: OrderListBody | undefined) => usePagedCall(getSalesOrderList, body);
