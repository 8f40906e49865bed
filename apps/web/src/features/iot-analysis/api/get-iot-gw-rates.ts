import { useQuery } from '@tanstack/react-query';
import type { GatewayRates } from '@pfs/domain';
import { postData } from '@/lib/request';
import { analysisKeys } from './query-keys';

export type { GatewayRates };

/** POST /api/get_iot_gw_rates — readings per gateway and hour over the last 24 hours. */
export const getIotGwRates = (fid: number) => postData<GatewayRates>('/api/get_iot_gw_rates', { fid }, { silent: true });

export const useIotGwRates = (fid: number | undefined) =>
  useQuery({ queryKey: analysisKeys.gwRates(fid), enabled: !!fid, refetchInterval: 60_000, queryFn: () => getIotGwRates(fid!) });
