import { getIotGwList, type GatewayView } from '@pfs/domain/iot-gateway';
import { registerLivePatch } from '../live-patch-registry';
import { invalidateCalls, useCall } from '../call-api';

export type Gateway = GatewayView;

/**
 * Gateways with online state and message/reading/rejection counters. The one wrapper of this call: 网关管理,
 * 网关统计 and the device filters all read this cache. Polled, so failures stay quiet and each page shows its own
 * error state.
 */
export const useIotGwList = (fid: number | undefined) => useCall(getIotGwList, { fid: fid! }, { enabled: !!fid, refetchInterval: 10_000, silent: true });

// A gateway coming or going changes its counters and times too: refetch rather than patch.
registerLivePatch('iot-data.gateways', {
  gateway: (_msg, { qc }) => void invalidateCalls(qc, getIotGwList),
  resync: ({ qc }) => void invalidateCalls(qc, getIotGwList),
});
