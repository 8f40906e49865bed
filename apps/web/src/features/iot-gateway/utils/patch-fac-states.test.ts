import { describe, expect, it } from 'vitest';
import { patchFacStates } from './patch-fac-states';

const states = () => [
  {
    gw_id: 1,
    name: '栽培一区网关',
    online: true,
    points: [
      { point_id: 10, code: 'air_temp', value: 24, on: null, ts: '2026-01-01T00:00:02.000Z' },
      { point_id: 11, code: 'fan', value: null, on: false, ts: '2026-01-01T00:00:00.000Z' },
    ],
  },
  { gw_id: 2, name: '栽培二区网关', online: true, points: [{ point_id: 20, code: 'air_temp', value: 22, on: null, ts: null }] },
];

describe('patchFacStates', () => {
  it('puts new values on their points and keeps everything else', () => {
    const before = states();
    const after = patchFacStates(before, { type: 'values', fid: 1, values: [{ point_id: 10, v: 25.5, ts: '2026-01-01T00:00:04.000Z' }, { point_id: 20, v: 23, ts: '2026-01-01T00:00:04.000Z' }] });
    expect(after[0]!.points[0]).toMatchObject({ code: 'air_temp', value: 25.5, ts: '2026-01-01T00:00:04.000Z' });
    expect(after[0]!.points[1]).toBe(before[0]!.points[1]);
    expect(after[1]!.points[0]!.value).toBe(23);
    expect(after[0]!.name).toBe('栽培一区网关');
  });

  it('ignores a value older than the one shown, returning the same array', () => {
    const before = states();
    expect(patchFacStates(before, { type: 'values', fid: 1, values: [{ point_id: 10, v: 1, ts: '2026-01-01T00:00:01.000Z' }] })).toBe(before);
  });

  it('switches and gateways change in place', () => {
    const sw = patchFacStates(states(), { type: 'switch', fid: 1, point_id: 11, on: true, value: null, cause: 'cmd', ts: '2026-01-01T00:00:05.000Z' });
    expect(sw[0]!.points[1]).toMatchObject({ on: true });
    const gw = patchFacStates(states(), { type: 'gateway', fid: 1, gw_id: 2, online: false, ts: '2026-01-01T00:00:05.000Z' });
    expect(gw[1]).toMatchObject({ online: false, online_since: null });
    expect(gw[0]!.online).toBe(true);
  });
});
