import type { z } from 'zod';
import { receiveLotBodySchema, type stockMoveResultSchema } from '@pfs/domain';
import { post, type FacBody, type DataReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMaterial } from './material-keys';

export type ReceiveMaterialLotBody = FacBody<typeof receiveLotBodySchema>;
export type StockMoveResult = z.infer<typeof stockMoveResultSchema>;

/** POST /api/receive_material_lot — 入库：a new lot and its receive movement (409 when the lot number exists for the item). Answers the movements and the lots as they now are. */
export const receiveMaterialLot = (body: ReceiveMaterialLotBody) =>
  post<DataReply<StockMoveResult>>('/api/receive_material_lot', receiveLotBodySchema.parse(body));

export const useReceiveMaterialLot = () => useRefreshingMutation(receiveMaterialLot, (qc, b) => invalidateMaterial(qc, b.fid, b.kind));
