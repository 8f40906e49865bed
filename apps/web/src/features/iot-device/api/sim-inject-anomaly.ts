import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@/lib/request';
import { deviceKeys } from './query-keys';

export type SimAnomalyKind = 'heat_spike' | 'stuck' | 'disconnect' | 'fail_rate' | 'clear';
export type InjectBody = { fid: number; gw_id: number; kind: SimAnomalyKind; seconds?: number; point?: string; rate?: number };

/** POST /api/sim_inject_anomaly — heat spike, stuck sensor, disconnect, command failure rate, or clear. */
export const simInjectAnomaly = (b: InjectBody) => post<{ msg: string }>('/api/sim_inject_anomaly', b);

export function useSimInjectAnomaly() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: simInjectAnomaly, onSuccess: (_r, b) => void qc.invalidateQueries({ queryKey: deviceKeys.sim(b.fid) }) });
}
