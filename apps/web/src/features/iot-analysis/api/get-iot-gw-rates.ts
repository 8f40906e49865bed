import { getIotGwRates, type GatewayRates } from '@pfs/domain/iot-analysis';
import { useCall } from '@/lib/call-api';

export type { GatewayRates };

/** Readings per gateway and hour over the last 24 hours. */
export const useIotGwRates = (fid: number | undefined) => useCall(getIotGwRates, { fid: fid! }, { enabled: !!fid, refetchInterval: 60_000, silent: true });
