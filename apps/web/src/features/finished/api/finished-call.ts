import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnyCall } from '@pfs/domain';
import { getFinishedDistribution, getFinishedEntryList, getFinishedStock, getFinishedSummary, getPickSummary, getTmpStoreList } from '@pfs/domain/finished';
import { getCustomerOrders, getSalesOrderDetail, getSalesOrderList } from '@pfs/domain/sales';
import { getShipment, getShipmentList, getShipOrders, proposeShipment } from '@pfs/domain/shipment';
import { getOrderTraceCodes, getTraceCodeList, getTraceScanDays } from '@pfs/domain/trace';
import { callWithMsg, invalidateCalls, parseBody, usePagedCall, type FacCallBody } from '@/lib/call-api';

/** A read of the finished-goods pages: it runs once the body names a factory; the last page stays while the next loads. */
export function readCall<C extends AnyCall>(call: C) {
  const use = (b: FacCallBody<C> | undefined) => usePagedCall(call, b);
  return { use };
}

/** What a stock write (entry, shipment, adjustment, sale) may change: stock, storage, shipments, codes, orders shipped. */
const stockViews = [
  getTmpStoreList,
  getPickSummary,
  getFinishedEntryList,
  getFinishedStock,
  getFinishedDistribution,
  getFinishedSummary,
  getShipOrders,
  proposeShipment,
  getShipmentList,
  getShipment,
  getTraceCodeList,
  getTraceScanDays,
  getOrderTraceCodes,
  getSalesOrderList,
  getSalesOrderDetail,
  getCustomerOrders,
];

/** A write: its reply's message and data; on success every view of the stock is refreshed. */
export function writeCall<C extends AnyCall>(call: C) {
  const use = () => {
    const qc = useQueryClient();
    return useMutation({ mutationFn: (b: FacCallBody<C>) => callWithMsg(call, parseBody(call, b)), onSuccess: () => invalidateCalls(qc, ...stockViews) });
  };
  return { use };
}
