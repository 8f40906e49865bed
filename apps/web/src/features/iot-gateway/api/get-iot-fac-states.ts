import { useQuery } from '@tanstack/react-query';
import type { LiveServerMsg } from '@pfs/domain';
import type { Gateway } from '@/lib/iot-data/get-iot-gw-list';
import { registerLivePatch, type LivePatchContext } from '@/lib/live-patch-registry';
import { postData } from '@/lib/request';
import { patchFacStates } from '../utils/patch-fac-states';
import { gatewayKeys } from './query-keys';

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

/** Kept current by the live channel (below); the 5 s poll is the fallback. */
export const useIotFacStates = (fid: number | undefined) => useQuery({ queryKey: gatewayKeys.states(fid), enabled: !!fid, refetchInterval: 5000, queryFn: () => getIotFacStates(fid!) });

// Readings, switch states and gateways coming or going land on 环境总览 and 设备控制 without a reload.
const patchStates = (msg: LiveServerMsg, { qc, fid }: LivePatchContext) =>
  qc.setQueryData<GatewayState[]>(gatewayKeys.states(fid), (old) => (old ? patchFacStates(old, msg) : old));
registerLivePatch('iot-gateway.states', {
  values: patchStates,
  switch: patchStates,
  gateway: patchStates,
  resync: ({ qc, fid }) => void qc.invalidateQueries({ queryKey: gatewayKeys.states(fid) }),
});
