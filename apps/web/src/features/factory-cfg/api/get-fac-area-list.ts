import { getFacAreaList, type areaListBodySchema } from '@pfs/domain/factory-cfg';
import { usePagedCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type AreaListBody = FacBody<typeof areaListBodySchema>;

/** Areas with capacity, dishes now, free positions and gateways. The last page stays while the next loads. */
export const useFacAreaList = (body: AreaListBody | undefined) => usePagedCall(getFacAreaList, body);
