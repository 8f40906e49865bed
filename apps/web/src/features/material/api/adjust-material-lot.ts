import type { z } from 'zod';
import { adjustLotBodySchema, type stockMoveResultSchema } from '@pfs/domain';
import { post, type FacBody, type DataReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMaterial } from './material-keys';

export type AdjustMaterialLotBody = FacBody<typeof adjustLotBodySchema>;
export type StockMoveResult = z.infer<typeof stockMoveResultSchema>;

/** POST /api/adjust_material_lot — 盘点调整 with a reason; never below 0. Answers the movements and the lots as they now are. */
export const adjustMaterialLot = (body: AdjustMaterialLotBody) => post<DataReply<StockMoveResult>>('/api/adjust_material_lot', adjustLotBodySchema.parse(body));

export const useAdjustMaterialLot = () => useRefreshingMutation(adjustMaterialLot, (qc, b) => invalidateMaterial(qc, b.fid, b.kind));
