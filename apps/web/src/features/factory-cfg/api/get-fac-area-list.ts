import { areaListBodySchema, type AreaView, type Paged } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { useFacQuery } from '@/lib/fac-query';
import { factoryCfgKeys } from './factory-cfg-keys';

export type AreaListBody = FacBody<typeof areaListBodySchema>;

/** POST /api/get_fac_area_list — areas with capacity, dishes now, free positions and gateways. */
export const getFacAreaList = (body: AreaListBody) => postData<Paged<AreaView>>('/api/get_fac_area_list', areaListBodySchema.parse(body));

export const useFacAreaList = (body: AreaListBody | undefined) => useFacQuery(factoryCfgKeys.areaList(body ?? { fid: 0 }), body, getFacAreaList);
