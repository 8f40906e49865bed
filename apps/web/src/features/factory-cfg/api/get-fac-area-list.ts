import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getFacAreaList, areaListBodySchema } from '@pfs/domain';
import { callApi, callKey } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type AreaListBody = FacBody<typeof areaListBodySchema>;

/** Areas with capacity, dishes now, free positions and gateways. The last page stays while the next loads. */
export const useFacAreaList = (body: AreaListBody | undefined) =>
  useQuery({
    queryKey: callKey(getFacAreaList, body),
    queryFn: () => callApi(getFacAreaList, areaListBodySchema.parse(body)),
    enabled: !!body?.fid,
    placeholderData: keepPreviousData,
  });
