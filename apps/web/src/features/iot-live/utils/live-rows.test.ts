import { describe, expect, it } from 'vitest';
import { patchLiveVals, type LiveValRow } from '../api/get-iot-live-vals';
import { patchSwitchStates, type SwitchStateRow } from '../api/get-iot-switch-states';
import { appendSpark, isStale, placeOptions, switchWord } from './live-rows';

const M = 60_000;
const val = (over: Partial<LiveValRow> = {}): LiveValRow => ({
  point_id: 1, code: 'air_temp', kind: 'sensor', name: '空气温度', quantity: 'air_temp', unit: '°C', gw_id: 7, gw_name: '栽培一区网关', gw_online: true,
  area_id: 3, area_name: '一号厂房 / 栽培一区', value: 24, ts: new Date(10 * M).toISOString(), spark: [[9 * M, 23.8], [10 * M, 24]], ...over,
});
const sw = (over: Partial<SwitchStateRow> = {}): SwitchStateRow => ({
  point_id: 2, code: 'fan', name: '循环风机', quantity: 'fan', unit: '', writable: true, gw_id: 7, gw_name: '栽培一区网关', gw_online: true,
  area_id: 3, area_name: '栽培一区', on: false, value: null, cause: 'boot', ts: new Date(0).toISOString(), last_req: null, ...over,
});

describe('sparkline of the last hour', () => {
  it('replaces the newest minute, starts a new one, and drops what is older than an hour', () => {
    expect(appendSpark([[9 * M, 1], [10 * M, 2]], 10 * M + 30_000, 3)).toEqual([[9 * M, 1], [10 * M, 3]]);
    expect(appendSpark([[9 * M, 1], [10 * M, 2]], 11 * M + 1, 3)).toEqual([[9 * M, 1], [10 * M, 2], [11 * M, 3]]);
    expect(appendSpark([[9 * M, 1], [10 * M, 2]], 69 * M + 5, 4)).toEqual([[10 * M, 2], [69 * M, 4]]);
    // A late reading from an earlier minute does not rewrite the line.
    expect(appendSpark([[10 * M, 2]], 9 * M, 9)).toEqual([[10 * M, 2]]);
  });
});

describe('live patches of the page rows', () => {
  it('puts a new value and extends the sparkline; ignores older values and other points', () => {
    const [r] = patchLiveVals([val()], { type: 'values', fid: 1, values: [{ point_id: 1, v: 25, ts: new Date(11 * M).toISOString() }, { point_id: 9, v: 1, ts: new Date(11 * M).toISOString() }] });
    expect(r).toMatchObject({ value: 25, ts: new Date(11 * M).toISOString() });
    expect(r!.spark.at(-1)).toEqual([11 * M, 25]);
    const [old] = patchLiveVals([val()], { type: 'values', fid: 1, values: [{ point_id: 1, v: 1, ts: new Date(5 * M).toISOString() }] });
    expect(old!.value).toBe(24);
  });

  it('turns a switch on with its cause, records a command outcome, and marks a gateway offline', () => {
    const [on] = patchSwitchStates([sw()], { type: 'switch', fid: 1, point_id: 2, on: true, value: null, cause: 'cmd', ts: new Date(M).toISOString() });
    expect(on).toMatchObject({ on: true, cause: 'cmd' });
    expect(switchWord(on!.on)).toBe('开启');
    const req = { req_id: 'x', point_id: 2, gw_id: 7, action: 'open' as const, value: null, status: 'done' as const, source: 'manual', attempts: 1, error: '', created_at: new Date(M).toISOString(), expires_at: '', done_at: null };
    expect(patchSwitchStates([sw()], { type: 'request', fid: 1, req })[0]!.last_req).toMatchObject({ action: 'open', status: 'done' });
    expect(patchSwitchStates([sw()], { type: 'gateway', fid: 1, gw_id: 7, online: false, ts: '' })[0]!.gw_online).toBe(false);
    expect(patchLiveVals([val()], { type: 'gateway', fid: 1, gw_id: 8, online: false, ts: '' })[0]!.gw_online).toBe(true);
  });
});

describe('freshness and filters', () => {
  it('marks readings older than two minutes, and missing ones, as stale', () => {
    expect(isStale(new Date(0).toISOString(), 119_000)).toBe(false);
    expect(isStale(new Date(0).toISOString(), 121_000)).toBe(true);
    expect(isStale(null, 0)).toBe(true);
  });

  it('lists each area and gateway once', () => {
    expect(placeOptions([val(), val({ point_id: 2 }), val({ gw_id: 8, gw_name: '栽培二区网关', area_id: null, area_name: null })])).toEqual({
      areas: [{ value: 3, label: '一号厂房 / 栽培一区' }],
      gateways: [{ value: 7, label: '栽培一区网关' }, { value: 8, label: '栽培二区网关' }],
    });
  });
});
