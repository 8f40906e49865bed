import { setAreaGatewaysBodySchema } from '@pfs/domain';
import { post, type FacBody, type OkReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateLayout } from './factory-cfg-keys';

/** POST /api/set_fac_area_gateways — the area's climate comes from exactly these gateways. */
export const setFacAreaGateways = (body: FacBody<typeof setAreaGatewaysBodySchema>) =>
  post<OkReply>('/api/set_fac_area_gateways', setAreaGatewaysBodySchema.parse(body));

export const useSetFacAreaGateways = () => useRefreshingMutation(setFacAreaGateways, (qc, b) => invalidateLayout(qc, b.fid));
