import { saveOrderBodySchema, type OrderView } from '@pfs/domain';
import { post, type DataReply, type FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { salesKeys } from './sales-keys';

export type SaveOrderInput = FacBody<typeof saveOrderBodySchema>;

/** POST /api/save_sales_order — a new order is a draft; an edited scheduled order is planned again (msg says how it went). */
export const saveSalesOrder = (body: SaveOrderInput) => post<DataReply<OrderView>>('/api/save_sales_order', saveOrderBodySchema.parse(body));

export const useSaveSalesOrder = () => useRefreshingMutation(saveSalesOrder, (qc, b) => qc.invalidateQueries({ queryKey: salesKeys.all(b.fid) }));
