import { getSalesOrder } from '@pfs/domain/sales';
import { callApi } from '@/lib/call-api';

/** The order as it is now (the edit form starts from it). */
export const loadSalesOrder = (fid: number, orderId: number) => callApi(getSalesOrder, { fid, order_id: orderId });
