import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { LiveServerMsg } from '@pfs/domain/live';
import { createLivePatchRegistry } from './live-patch-registry';

const values: LiveServerMsg = { type: 'values', fid: 1, values: [{ point_id: 10, v: 25, ts: '2026-01-01T00:00:04.000Z' }] };
const alarms: LiveServerMsg = { type: 'alarms', fid: 1, valid_ct: 3 };

afterEach(() => vi.restoreAllMocks());

describe('live patch registry', () => {
  it('hands each message only to the owners that handle its type, with the client and factory', () => {
    const reg = createLivePatchRegistry();
    const qc = new QueryClient();
    reg.register('counts', { alarms: (m, { qc, fid }) => qc.setQueryData(['count', fid], m.valid_ct) });
    reg.register('points', { values: (m, { qc, fid }) => qc.setQueryData(['points', fid], m.values.map((x) => x.point_id)) });
    reg.apply(qc, 1, alarms);
    expect(qc.getQueryData(['count', 1])).toBe(3);
    expect(qc.getQueryData(['points', 1])).toBeUndefined();
    reg.apply(qc, 1, values);
    expect(qc.getQueryData(['points', 1])).toEqual([10]);
  });

  it('asks every owner to refetch after a reconnect', () => {
    const reg = createLivePatchRegistry();
    const resynced: string[] = [];
    reg.register('a', { resync: ({ fid }) => resynced.push(`a${fid}`) });
    reg.register('b', { values: () => undefined });
    reg.register('c', { resync: ({ fid }) => resynced.push(`c${fid}`) });
    reg.resync(new QueryClient(), 2);
    expect(resynced).toEqual(['a2', 'c2']);
  });

  it('replaces an owner registered twice, and unregistering one leaves a newer registration in place', () => {
    const reg = createLivePatchRegistry();
    const seen: string[] = [];
    const off = reg.register('badge', { alarms: () => seen.push('old') });
    reg.register('badge', { alarms: () => seen.push('new') });
    off();
    reg.apply(new QueryClient(), 1, alarms);
    expect(seen).toEqual(['new']);
    expect(reg.owners()).toEqual(['badge']);
  });

  it('keeps updating the other owners when one handler throws', () => {
    const reg = createLivePatchRegistry();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: string[] = [];
    reg.register('broken', { alarms: () => { throw new Error('boom'); } });
    reg.register('fine', { alarms: () => seen.push('fine') });
    reg.apply(new QueryClient(), 1, alarms);
    expect(seen).toEqual(['fine']);
    expect(error).toHaveBeenCalledOnce();
  });
});
