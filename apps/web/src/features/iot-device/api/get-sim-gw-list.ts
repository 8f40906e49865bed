import { useQuery } from '@tanstack/react-query';
import { postData } from '@/lib/request';
import { deviceKeys } from './query-keys';

export type SimGateway = {
  gw_id: number;
  sn: string;
  name: string;
  running: boolean;
  connected: boolean;
  air_temp: number | null;
  heat_spike_until: string | null;
  offline_until: string | null;
  stuck: string[];
  fail_rate: number;
  buffered: number;
};

/** POST /api/get_sim_gw_list — simulated gateways of the factory and the anomalies in force. */
export const getSimGwList = (fid: number) => postData<{ running: boolean; gateways: SimGateway[] }>('/api/get_sim_gw_list', { fid });

export const useSimGwList = (fid: number | undefined) => useQuery({ queryKey: deviceKeys.sim(fid), enabled: !!fid, refetchInterval: 2000, queryFn: () => getSimGwList(fid!) });
