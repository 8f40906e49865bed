import { useQuery } from '@tanstack/react-query';
import type { FacPoint, FacState, LiveServerMsg } from '@pfs/domain';
import { registerLivePatch, type LivePatchContext } from '@/lib/live-patch-registry';
import { postData } from '@/lib/request';
import { patchFacStates } from '../utils/patch-fac-states';
import { gatewayKeys } from './query-keys';

export type GatewayState = FacState;
export type IotPoint = FacPoint;

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
