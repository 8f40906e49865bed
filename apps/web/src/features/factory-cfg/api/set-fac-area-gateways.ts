import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAreaGatewaysBodySchema } from '@pfs/domain';
import { post, type FacBody, type OkReply } from '@/lib/request';
import { invalidateLayout } from './factory-cfg-keys';

/** POST /api/set_fac_area_gateways — the area's climate comes from exactly these gateways. */
export const setFacAreaGateways = (body: FacBody<typeof setAreaGatewaysBodySchema>) =>
  post<OkReply>('/api/set_fac_area_gateways', setAreaGatewaysBodySchema.parse(body));

export function useSetFacAreaGateways() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setFacAreaGateways, onSuccess: (_r, b) => invalidateLayout(qc, b.fid) });
}
