import type { SimAnomalyKind, simInjectAnomalyBodySchema } from '@pfs/domain';
import { post, type BodyOf, type OkReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { deviceKeys } from './query-keys';

export type { SimAnomalyKind };
export type InjectBody = BodyOf<ReturnType<typeof simInjectAnomalyBodySchema>>;

/** POST /api/sim_inject_anomaly — heat spike, stuck sensor, disconnect, command failure rate, or clear. */
export const simInjectAnomaly = (b: InjectBody) => post<OkReply>('/api/sim_inject_anomaly', b);

export const useSimInjectAnomaly = () => useRefreshingMutation(simInjectAnomaly, (qc, b) => void qc.invalidateQueries({ queryKey: deviceKeys.sim(b.fid) }));
