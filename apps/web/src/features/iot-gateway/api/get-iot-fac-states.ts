import { getIotFacStates, type FacPoint, type FacState } from '@pfs/domain/iot-gateway';
import { type LiveServerMsg } from '@pfs/domain/live';
import { registerLivePatch, type LivePatchContext } from '@/lib/live-patch-registry';
import { callKey, useCall } from '@/lib/call-api';
import { patchFacStates } from '../utils/patch-fac-states';

export type GatewayState = FacState;
export type IotPoint = FacPoint;

/** The cache of one factory's states, which the live channel patches. */
export const facStatesKey = (fid: number | undefined) => callKey(getIotFacStates, { fid: fid! });

/** Gateways with latest values and switch states (spec §7); kept current by the live channel (below), the 5 s poll is the fallback. */
export const useIotFacStates = (fid: number | undefined) => useCall(getIotFacStates, { fid: fid! }, { enabled: !!fid, refetchInterval: 5000, silent: true });

// Readings, switch states and gateways coming or going land on 环境总览 and 设备控制 without a reload.
const patchStates = (msg: LiveServerMsg, { qc, fid }: LivePatchContext) =>
  qc.setQueryData<GatewayState[]>(facStatesKey(fid), (old) => (old ? patchFacStates(old, msg) : old));
registerLivePatch('iot-gateway.states', {
  values: patchStates,
  switch: patchStates,
  gateway: patchStates,
  resync: ({ qc, fid }) => void qc.invalidateQueries({ queryKey: facStatesKey(fid) }),
});
