import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  getCustomerOrders,
  getFinishedDistribution,
  getFinishedEntryList,
  getFinishedStock,
  getFinishedSummary,
  getOrderTraceCodes,
  getPickSummary,
  getSalesOrderDetail,
  getSalesOrderList,
  getShipment,
  getShipmentList,
  getShipOrders,
  getTmpStoreList,
  getTraceCodeList,
  getTraceScanDays,
  proposeShipment,
  type AnyCall,
  type CallBody,
  type CallReply,
} from '@pfs/domain';
import { callApi, callKey, callWithMsg, invalidateCalls } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

/** A call's body as the pages give it: the schema's input, always naming the factory. */
type FacBodyOf<C extends AnyCall> = FacBody<NonNullable<C['body']>>;

/** Checked with the server's own schema before it is sent (a bad filter fails here, not as a 400). */
const parsed = <C extends AnyCall>(call: C, b: FacBodyOf<C>) => (call.body as z.ZodType).parse(b) as CallBody<C>;

/** A read of the finished-goods pages: it runs once the body names a factory; the last page stays while the next loads. */
export function readCall<C extends AnyCall>(call: C) {
  const use = (b: FacBodyOf<C> | undefined) =>
    useQuery<CallReply<C>>({
      queryKey: callKey(call, b as CallBody<C> | undefined),
      queryFn: () => callApi(call, parsed(call, b!)),
      enabled: !!b?.fid,
      placeholderData: keepPreviousData,
    });
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
    return useMutation({ mutationFn: (b: FacBodyOf<C>) => callWithMsg(call, parsed(call, b)), onSuccess: () => invalidateCalls(qc, ...stockViews) });
  };
  return { use };
}
