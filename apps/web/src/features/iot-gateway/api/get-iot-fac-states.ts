import { useQuery } from '@tanstack/react-query';
import { postData } from '@/lib/request';
import type { Gateway } from './get-iot-gw-list';

export type IotPoint = {
  point_id: number;
  code: string;
  kind: 'sensor' | 'switch' | 'meter';
  name: string;
  unit: string;
  value: number | null;
  on: boolean | null;
  ts: string | null;
  grp_id: number | null;
  grp_name: string | null;
  grp_sort: number | null;
  area_id: number | null;
  area_name: string | null;
  sort_no: number;
  enabled: boolean;
  writable: boolean;
  /** Dimming / set-point range; null when the switch only opens and closes. */
  min: number | null;
  max: number | null;
};
export type GatewayState = Gateway & { points: IotPoint[] };

/** POST /api/get_iot_fac_states — gateways with latest values and switch states (spec §7). */
export const getIotFacStates = (fid: number) => postData<GatewayState[]>('/api/get_iot_fac_states', { fid }, { silent: true });

/** Kept current by the live channel (it patches this cache); the 5 s poll is the fallback. */
export const useIotFacStates = (fid: number | undefined) => useQuery({ queryKey: ['iot-states', fid], enabled: !!fid, refetchInterval: 5000, queryFn: () => getIotFacStates(fid!) });
