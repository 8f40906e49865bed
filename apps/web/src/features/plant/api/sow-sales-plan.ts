import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getCustomerOrders, getSalesGantt, getSalesOrderDetail, getSalesOrderList, sowPlannedBodySchema, sowSalesPlan } from '@pfs/domain/sales';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { invalidatePlant } from './plant-keys';

/** Sows an order's planned batch as a normal batch linked to the order. */
export function useSowSalesPlan() {
  const qc = useQueryClient();
  // The planting pages' lists, overview and due sowings change now; so do the orders' progress and the Gantt.
  return useMutation({
    mutationFn: (body: FacBody<typeof sowPlannedBodySchema>) => callWithMsg(sowSalesPlan, sowPlannedBodySchema.parse(body)),
    onSuccess: (_r, b) => Promise.all([invalidatePlant(qc, b.fid), invalidateCalls(qc, getSalesOrderList, getSalesOrderDetail, getSalesGantt, getCustomerOrders)]),
  });
}
