import { describe, expect, it } from 'vitest';
import { LatestValueBatch, liveClientMsgSchema, reconnectDelayMs, streamOf, streamsFor } from './live-event.js';

describe('live channel messages', () => {
  it('accepts the first message with token and factory, and names what is wrong otherwise', () => {
    expect(liveClientMsgSchema.parse({ type: 'auth', token: 'abc', fid: '2' })).toEqual({ type: 'auth', token: 'abc', fid: 2 });
    expect(liveClientMsgSchema.parse({ type: 'ping' })).toEqual({ type: 'ping' });
    const bad = liveClientMsgSchema.safeParse({ type: 'auth', token: 'abc', fid: 0 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toContain('fid');
    expect(liveClientMsgSchema.safeParse({ type: 'subscribe_all' }).success).toBe(false);
  });

  it('opens streams by permission: values need iot.list, alarms need alarm.list', () => {
    expect(streamsFor(['iot.list', 'alarm.list', 'plant.list'])).toEqual(['values', 'alarms']);
    expect(streamsFor(['iot.list'])).toEqual(['values']);
    expect(streamsFor(['alarm.list'])).toEqual(['alarms']);
    expect(streamsFor(['plant.list'])).toEqual([]);
  });

  it('files every message under its stream', () => {
    expect(streamOf({ type: 'values', fid: 1, values: [] })).toBe('values');
    expect(streamOf({ type: 'switch', fid: 1, point_id: 1, on: true, value: null, cause: 'cmd', ts: '' })).toBe('values');
    expect(streamOf({ type: 'gateway', fid: 1, gw_id: 1, online: false, ts: '' })).toBe('values');
    expect(streamOf({ type: 'alarms', fid: 1, valid_ct: 3 })).toBe('alarms');
    expect(streamOf({ type: 'pong' })).toBeNull();
  });
});

describe('LatestValueBatch', () => {
  it('sends each point once per window with its newest reading, whatever the arrival order', () => {
    const b = new LatestValueBatch();
    b.add(1, 20, 1000);
    b.add(1, 22, 3000);
    b.add(1, 21, 2000); // a replayed older reading does not overwrite the newer one
    b.add(2, 400, 1500);
    expect(b.size).toBe(2);
    expect(b.drain()).toEqual([
      { point_id: 1, v: 22, ts: new Date(3000).toISOString() },
      { point_id: 2, v: 400, ts: new Date(1500).toISOString() },
    ]);
    expect(b.size).toBe(0);
    expect(b.drain()).toEqual([]);
  });
});

describe('reconnectDelayMs', () => {
  it('doubles from the base, stays under the cap, and jitters by at most 20 %', () => {
    const none = () => 1;
    expect([0, 1, 2, 3].map((a) => reconnectDelayMs(a, 1000, 30_000, none))).toEqual([1000, 2000, 4000, 8000]);
    expect(reconnectDelayMs(20, 1000, 30_000, none)).toBe(30_000);
    expect(reconnectDelayMs(2, 1000, 30_000, () => 0)).toBe(3200);
  });
});
