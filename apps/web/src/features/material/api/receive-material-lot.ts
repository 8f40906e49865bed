import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { receiveLotBodySchema, type stockMoveResultSchema } from '@pfs/domain';
import { post, type FacBody, type DataReply } from '@/lib/request';
import { invalidateMaterial } from './material-keys';

export type ReceiveMaterialLotBody = FacBody<typeof receiveLotBodySchema>;
export type StockMoveResult = z.infer<typeof stockMoveResultSchema>;

/** POST /api/receive_material_lot — 入库：a new lot and its receive movement (409 when the lot number exists for the item). Answers the movements and the lots as they now are. */
export const receiveMaterialLot = (body: ReceiveMaterialLotBody) => post<DataReply<StockMoveResult>>('/api/receive_material_lot', receiveLotBodySchema.parse(body));

export function useReceiveMaterialLot() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: receiveMaterialLot, onSuccess: (_r, b) => invalidateMaterial(qc, b.fid, b.kind) });
}
