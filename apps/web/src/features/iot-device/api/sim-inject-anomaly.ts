import { type CallBody } from '@pfs/domain';
import { getSimGwList, simInjectAnomaly, type SimAnomalyKind } from '@pfs/domain/iot-device';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';

export type { SimAnomalyKind };
export type InjectBody = CallBody<typeof simInjectAnomaly>;

/** Heat spike, stuck sensor, disconnect, command failure rate, or clear. */
export const useSimInjectAnomaly = () => useRefreshingMutation((b: InjectBody) => callWithMsg(simInjectAnomaly, b), (qc) => invalidateCalls(qc, getSimGwList));
