import { areaHistoryBodySchema, type AreaStay, type Paged } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { useFacQuery } from '@/lib/fac-query';
import { factoryCfgKeys } from './factory-cfg-keys';

export type AreaHistoryBody = FacBody<typeof areaHistoryBodySchema>;

/** POST /api/get_fac_area_history — the batches that stood in the area, newest first. */
export const getFacAreaHistory = (body: AreaHistoryBody) => postData<Paged<AreaStay>>('/api/get_fac_area_history', areaHistoryBodySchema.parse(body));

export const useFacAreaHistory = (body: AreaHistoryBody | undefined) => useFacQuery(factoryCfgKeys.areaHistory(body ?? { fid: 0 }), body, getFacAreaHistory);
