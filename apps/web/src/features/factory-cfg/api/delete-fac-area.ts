import { deleteFacArea, areaRefBodySchema } from '@pfs/domain/factory-cfg';
import { callWithMsg } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateLayout } from './layout-reads';

/** Refused (409) once a batch stood there or a gateway maps to it: disable it instead. */
export const useDeleteFacArea = () => useRefreshingMutation((body: FacBody<typeof areaRefBodySchema>) => callWithMsg(deleteFacArea, areaRefBodySchema.parse(body)), invalidateLayout);
