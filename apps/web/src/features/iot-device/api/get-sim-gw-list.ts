import { useQuery } from '@tanstack/react-query';
import type { SimGatewayList } from '@pfs/domain';
import { postData } from '@/lib/request';
import { deviceKeys } from './query-keys';

export type SimGateway = SimGatewayList['gateways'][number];

/** POST /api/get_sim_gw_list — simulated gateways of the factory and the anomalies in force. */
export const getSimGwList = (fid: number) => postData<SimGatewayList>('/api/get_sim_gw_list', { fid });

export const useSimGwList = (fid: number | undefined) => useQuery({ queryKey: deviceKeys.sim(fid), enabled: !!fid, refetchInterval: 2000, queryFn: () => getSimGwList(fid!) });
