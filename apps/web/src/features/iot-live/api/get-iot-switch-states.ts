import { useQuery } from '@tanstack/react-query';
import { postData } from '@/lib/request';

export type SwitchCause = 'cmd' | 'local' | 'boot' | 'fault';
export type LastRequest = {
  action: 'open' | 'close' | 'number';
  value: number | null;
  status: 'pending' | 'sent' | 'done' | 'failed' | 'timeout' | 'expired';
  source: string;
  created_at: string;
  cname: string | null;
};
export type SwitchStateRow = {
  point_id: number;
  code: string;
  name: string;
  quantity: string;
  unit: string;
  writable: boolean;
  gw_id: number;
  gw_name: string;
  gw_online: boolean;
  area_id: number | null;
  area_name: string | null;
  on: boolean | null;
  value: number | null;
  cause: SwitchCause | string | null;
  ts: string | null;
  last_req: LastRequest | null;
};

export const switchStatesKey = (fid: number | undefined) => ['iot-switch-states', fid] as const;

/** POST /api/get_iot_switch_states — every switch of the factory with state, cause, since when and the last command. */
export const getIotSwitchStates = (fid: number) => postData<SwitchStateRow[]>('/api/get_iot_switch_states', { fid }, { silent: true });

/** The live channel keeps this current; the slow poll is only a fallback when the channel is down. */
export const useIotSwitchStates = (fid: number | undefined) =>
  useQuery({ queryKey: switchStatesKey(fid), enabled: !!fid, refetchInterval: 60_000, queryFn: () => getIotSwitchStates(fid!) });
