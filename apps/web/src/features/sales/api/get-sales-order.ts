import type { OrderView } from '@pfs/domain';
import { postData } from '@/lib/request';

/** POST /api/get_sales_order — the order as it is now (the edit form starts from it). */
export const getSalesOrder = (fid: number, orderId: number) => postData<OrderView>('/api/get_sales_order', { fid, order_id: orderId });
