import { getSimGwList, type SimGatewayList } from '@pfs/domain/iot-device';
import { useCall } from '@/lib/call-api';

export type SimGateway = SimGatewayList['gateways'][number];

/** Simulated gateways of the factory and the anomalies in force. */
export const useSimGwList = (fid: number | undefined) => useCall(getSimGwList, { fid: fid! }, { enabled: !!fid, refetchInterval: 2000 });
