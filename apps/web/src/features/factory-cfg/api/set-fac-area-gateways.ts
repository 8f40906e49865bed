import { setFacAreaGateways, setAreaGatewaysBodySchema } from '@pfs/domain/factory-cfg';
import { callWithMsg } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateLayout } from './layout-reads';

/** The area's climate comes from exactly these gateways (moved from their former area). */
export const useSetFacAreaGateways = () => useRefreshingMutation((body: FacBody<typeof setAreaGatewaysBodySchema>) => callWithMsg(setFacAreaGateways, setAreaGatewaysBodySchema.parse(body)), invalidateLayout);
