import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSalesOrderList, orderListBodySchema } from '@pfs/domain';
import { callApi, callKey } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type OrderListBody = FacBody<typeof orderListBodySchema>;

/** Orders filtered by customer, status, spec and delivery dates; the last page stays while the next loads. */
export const useSalesOrderList = (body: OrderListBody | undefined) =>
  useQuery({
    queryKey: callKey(getSalesOrderList, body),
    queryFn: () => callApi(getSalesOrderList, orderListBodySchema.parse(body)),
    enabled: !!body?.fid,
    placeholderData: keepPreviousData,
  });
