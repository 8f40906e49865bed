import { saveOrderBodySchema, saveSalesOrder } from '@pfs/domain/sales';
import { callWithMsg } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateSales } from './sales-reads';

export type SaveOrderInput = FacBody<typeof saveOrderBodySchema>;

/** A new order is a draft; an edited scheduled order is planned again (msg says how it went). */
export const useSaveSalesOrder = () => useRefreshingMutation((body: SaveOrderInput) => callWithMsg(saveSalesOrder, saveOrderBodySchema.parse(body)), invalidateSales);
