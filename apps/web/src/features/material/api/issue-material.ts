import type { z } from 'zod';
import { issueMaterialBodySchema, type stockMoveResultSchema } from '@pfs/domain';
import { post, type FacBody, type DataReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMaterial } from './material-keys';

export type IssueMaterialBody = FacBody<typeof issueMaterialBodySchema>;
export type StockMoveResult = z.infer<typeof stockMoveResultSchema>;

/** POST /api/issue_material — 领用：first-expiring lot first unless a lot is named; 400 naming what is left. Answers the movements and the lots as they now are. */
export const issueMaterial = (body: IssueMaterialBody) => post<DataReply<StockMoveResult>>('/api/issue_material', issueMaterialBodySchema.parse(body));

export const useIssueMaterial = () => useRefreshingMutation(issueMaterial, (qc, b) => invalidateMaterial(qc, b.fid, b.kind));
