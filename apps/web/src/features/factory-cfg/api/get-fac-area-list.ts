import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { areaListBodySchema, type AreaView, type Paged } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { factoryCfgKeys } from './factory-cfg-keys';

export type AreaListBody = FacBody<typeof areaListBodySchema>;

/** POST /api/get_fac_area_list — areas with capacity, dishes now, free positions and gateways. */
export const getFacAreaList = (body: AreaListBody) => postData<Paged<AreaView>>('/api/get_fac_area_list', areaListBodySchema.parse(body));

export const useFacAreaList = (body: AreaListBody | undefined) =>
  useQuery({
    queryKey: factoryCfgKeys.areaList(body ?? { fid: 0 }),
    queryFn: () => getFacAreaList(body!),
    enabled: !!body?.fid,
    placeholderData: keepPreviousData,
  });
