import { useQuery } from '@tanstack/react-query';
import type { GatewayView } from '@pfs/domain';
import { postData } from '@/lib/request';

export type Gateway = GatewayView;

/** POST /api/get_iot_gw_list — gateways with online state and statistics. */
export const getIotGwList = (fid: number) => postData<Gateway[]>('/api/get_iot_gw_list', { fid });

export const useGatewayList = (fid: number | undefined) => useQuery({ queryKey: ['iot-gws', fid], enabled: !!fid, refetchInterval: 10_000, queryFn: () => getIotGwList(fid!) });
