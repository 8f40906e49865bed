import { orderListBodySchema, type OrderView, type Paged } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { useFacQuery } from '@/lib/fac-query';
import { salesKeys } from './sales-keys';

export type OrderListBody = FacBody<typeof orderListBodySchema>;

/** POST /api/get_sales_order_list — orders filtered by customer, status, spec and delivery dates. */
export const getSalesOrderList = (body: OrderListBody) => postData<Paged<OrderView>>('/api/get_sales_order_list', orderListBodySchema.parse(body));

export const useSalesOrderList = (body: OrderListBody | undefined) => useFacQuery(salesKeys.list(body ?? { fid: 0 }), body, getSalesOrderList);
