import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sowPlannedBodySchema, type SowPlannedReply } from '@pfs/domain';
import { post, type DataReply, type FacBody } from '@/lib/request';
import { plantKeys } from './plant-keys';

/** POST /api/sow_sales_plan — sows an order's planned batch as a normal batch linked to the order. */
export const sowSalesPlan = (body: FacBody<typeof sowPlannedBodySchema>) => post<DataReply<SowPlannedReply>>('/api/sow_sales_plan', sowPlannedBodySchema.parse(body));

export function useSowSalesPlan() {
  const qc = useQueryClient();
  // Orders' pages refetch on mount; the planting pages' lists and overview change now.
  return useMutation({ mutationFn: sowSalesPlan, onSuccess: (_r, b) => Promise.all([qc.invalidateQueries({ queryKey: plantKeys.all(b.fid) }), qc.invalidateQueries({ queryKey: ['sales', b.fid] })]) });
}
