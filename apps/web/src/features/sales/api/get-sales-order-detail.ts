import { getSalesOrderDetail } from '@pfs/domain/sales';
import { useCall } from '@/lib/call-api';

/** The order with its planned batches, their progress and the on-time forecast. */
export const useSalesOrderDetail = (fid: number | undefined, orderId: number | undefined) =>
  useCall(getSalesOrderDetail, { fid: fid!, order_id: orderId! }, { enabled: !!fid && !!orderId });
