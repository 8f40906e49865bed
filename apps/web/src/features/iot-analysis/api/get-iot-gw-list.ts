import { useQuery } from '@tanstack/react-query';
import type { GatewayView } from '@pfs/domain';
import { postData } from '@/lib/request';

export type GatewayStats = GatewayView;

/** POST /api/get_iot_gw_list — gateways with online state and message/reading/rejection counters; polled. */
export const getIotGwList = (fid: number) => postData<GatewayStats[]>('/api/get_iot_gw_list', { fid }, { silent: true });

export const useIotGwStatsList = (fid: number | undefined) =>
  useQuery({ queryKey: ['iot-gw-stats', fid], enabled: !!fid, refetchInterval: 10_000, queryFn: () => getIotGwList(fid!) });
