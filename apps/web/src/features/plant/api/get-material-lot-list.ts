import { useQuery } from '@tanstack/react-query';
import type { LotView, Paged } from '@pfs/domain';
import { postData } from '@/lib/request';
import { plantKeys } from './plant-keys';

/**
 * POST /api/get_material_lot_list — the lots of one item holding usable stock, for pinning a lot in the sowing
 * (seed) and protection (pesticide) forms instead of first-expiring first. Silent: a role that may not list the
 * kind's lots (pesticides need supply.list) simply gets no choice and the server allocates.
 */
export const getMaterialLots = (fid: number, kind: 'seed' | 'pesticide', itemId: number) =>
  postData<Paged<LotView>>('/api/get_material_lot_list', { fid, kind, item_id: itemId, in_stock_only: true, page: 1, size: 100 }, { silent: true });

export const useMaterialLots = (fid: number | undefined, kind: 'seed' | 'pesticide', itemId: number | null | undefined, enabled = true) =>
  useQuery({
    queryKey: plantKeys.options(fid, `lots-${kind}-${itemId}`),
    queryFn: () => getMaterialLots(fid!, kind, itemId!),
    enabled: !!fid && !!itemId && enabled,
    retry: false,
  });
