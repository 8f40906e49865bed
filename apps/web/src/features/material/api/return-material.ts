import type { z } from 'zod';
import { returnMaterialBodySchema, type stockMoveResultSchema } from '@pfs/domain';
import { post, type FacBody, type DataReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMaterial } from './material-keys';

export type ReturnMaterialBody = FacBody<typeof returnMaterialBodySchema>;
export type StockMoveResult = z.infer<typeof stockMoveResultSchema>;

/** POST /api/return_material — 退料：unused material back into the lot it came from. Answers the movements and the lots as they now are. */
export const returnMaterial = (body: ReturnMaterialBody) => post<DataReply<StockMoveResult>>('/api/return_material', returnMaterialBodySchema.parse(body));

export const useReturnMaterial = () => useRefreshingMutation(returnMaterial, (qc, b) => invalidateMaterial(qc, b.fid, b.kind));
