import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { livePatches } from '@/lib/live-patch-registry';
// Loading the call registers its live patch; loaded with the file so its transform does not count against the test's time.
import './get-iot-fac-states';
import { facStatesKey, type GatewayState } from './get-iot-fac-states';

const states = (): GatewayState[] =>
  [{ gw_id: 1, sn: 'gw', name: '育苗室网关', online: true, points: [{ point_id: 10, code: 'co2', value: 600, on: null, ts: '2026-01-01T00:00:00.000Z' }] }] as unknown as GatewayState[];

describe('gateway states follow the live channel', () => {
  it('a reading reaches the factory\'s cached states, and another factory\'s message leaves them alone', () => {
    const qc = new QueryClient();
    qc.setQueryData(facStatesKey(1), states());
    livePatches.apply(qc, 1, { type: 'values', fid: 1, values: [{ point_id: 10, v: 640, ts: '2026-01-01T00:00:02.000Z' }] });
    expect(qc.getQueryData<GatewayState[]>(facStatesKey(1))![0]!.points[0]!.value).toBe(640);
    livePatches.apply(qc, 2, { type: 'values', fid: 2, values: [{ point_id: 10, v: 1, ts: '2026-01-01T00:00:03.000Z' }] });
    expect(qc.getQueryData<GatewayState[]>(facStatesKey(1))![0]!.points[0]!.value).toBe(640);
    expect(qc.getQueryData(facStatesKey(2))).toBeUndefined();
  });
});
