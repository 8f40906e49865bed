import { useQuery } from '@tanstack/react-query';
import type { GatewayView } from '@pfs/domain';
import { registerLivePatch } from '../live-patch-registry';
import { postData } from '../request';
import { iotDataKeys } from './query-keys';

export type Gateway = GatewayView;

/**
 * POST /api/get_iot_gw_list — gateways with online state and message/reading/rejection counters. The one wrapper
 * of this call: 网关管理, 网关统计 and the device filters all read this cache. Polled, so failures stay quiet and
 * each page shows its own error state.
 */
export const getIotGwList = (fid: number) => postData<Gateway[]>('/api/get_iot_gw_list', { fid }, { silent: true });

export const useIotGwList = (fid: number | undefined) => useQuery({ queryKey: iotDataKeys.gateways(fid), enabled: !!fid, refetchInterval: 10_000, queryFn: () => getIotGwList(fid!) });

// A gateway coming or going changes its counters and times too: refetch rather than patch.
registerLivePatch('iot-data.gateways', {
  gateway: (_msg, { qc, fid }) => void qc.invalidateQueries({ queryKey: iotDataKeys.gateways(fid) }),
  resync: ({ qc, fid }) => void qc.invalidateQueries({ queryKey: iotDataKeys.gateways(fid) }),
});
