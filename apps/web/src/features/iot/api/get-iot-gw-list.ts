import { useQuery } from '@tanstack/react-query';
import { postData } from '../../../lib/request';

export type Gateway = {
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

/** POST /api/get_iot_gw_list — gateways with online state and statistics. */
export const getIotGwList = (fid: number) => postData<Gateway[]>('/api/get_iot_gw_list', { fid });

export const useGatewayList = (fid: number | undefined) => useQuery({ queryKey: ['iot-gws', fid], enabled: !!fid, refetchInterval: 10_000, queryFn: () => getIotGwList(fid!) });
