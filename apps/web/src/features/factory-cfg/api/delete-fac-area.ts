import { areaRefBodySchema } from '@pfs/domain';
import { post, type FacBody, type OkReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateLayout } from './factory-cfg-keys';

/** POST /api/delete_fac_area — refused (409) once a batch stood there or a gateway maps to it: disable it instead. */
export const deleteFacArea = (body: FacBody<typeof areaRefBodySchema>) => post<OkReply>('/api/delete_fac_area', areaRefBodySchema.parse(body));

export const useDeleteFacArea = () => useRefreshingMutation(deleteFacArea, (qc, b) => invalidateLayout(qc, b.fid));
