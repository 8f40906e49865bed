import { useQuery } from '@tanstack/react-query';
import { postData } from '../../../lib/request';

export type GatewayStats = {
  gw_id: number;
  sn: string;
  name: string;
  area_id: number | null;
  area_name?: string | null;
  online: boolean;
  simulated: boolean;
  last_seen_at: string | null;
  online_since: string | null;
  msg_ct: number;
  reading_ct: number;
  rejected_ct: number;
  last_reject_reason: string;
};

/** POST /api/get_iot_gw_list — gateways with online state and message/reading/rejection counters; polled. */
export const getIotGwList = (fid: number) => postData<GatewayStats[]>('/api/get_iot_gw_list', { fid }, { silent: true });

export const useIotGwStatsList = (fid: number | undefined) =>
  useQuery({ queryKey: ['iot-gw-stats', fid], enabled: !!fid, refetchInterval: 10_000, queryFn: () => getIotGwList(fid!) });
