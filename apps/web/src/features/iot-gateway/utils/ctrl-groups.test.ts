import { describe, expect, it } from 'vitest';
import type { GatewayState, IotPoint } from '../api/get-iot-fac-states';
import { groupForCtrl } from './ctrl-groups';

const pt = (point_id: number, code: string, extra: Partial<IotPoint> = {}): IotPoint => ({
  point_id,
  code,
  kind: 'switch',
  name: code,
  unit: '',
  value: null,
  on: false,
  ts: null,
  grp_id: null,
  grp_name: null,
  grp_sort: null,
  area_id: 1,
  area_name: '栽培一区',
  sort_no: 0,
  enabled: true,
  writable: true,
  min: null,
  max: null,
  ...extra,
});
const gw = (gw_id: number, points: IotPoint[]): GatewayState => ({
  gw_id,
  sn: `gw-${gw_id}`,
  name: `网关${gw_id}`,
  area_id: points[0]?.area_id ?? null,
  area_name: points[0]?.area_name ?? null,
  online: true,
  simulated: false,
  last_seen_at: null,
  online_since: null,
  msg_ct: 0,
  reading_ct: 0,
  rejected_ct: 0,
  seq_gap_ct: 0,
  last_reject_reason: '',
  points,
});

describe('groupForCtrl', () => {
  it('puts configured device groups first (by their order), then ungrouped switches by what they drive', () => {
    const areas = groupForCtrl([
      gw(1, [
        pt(1, 'fan'),
        pt(2, 'led'),
        pt(3, 'irrigation', { grp_id: 9, grp_name: '一号架水肥', grp_sort: 2 }),
        pt(4, 'dosing', { grp_id: 8, grp_name: '配肥', grp_sort: 1 }),
        pt(5, 'air_temp', { kind: 'sensor' }),
        pt(6, 'co2_valve', { enabled: false }),
      ]),
    ]);
    expect(areas).toHaveLength(1);
    expect(areas[0]!.groups.map((g) => [g.title, g.items.map((i) => i.point.code)])).toEqual([
      ['配肥', ['dosing']],
      ['一号架水肥', ['irrigation']],
      ['照明', ['led']],
      ['环境调控', ['fan']],
    ]);
  });

  it('orders areas, keeps switches without an area last, and filters by a search over names and gateways', () => {
    const states = [gw(2, [pt(10, 'led', { area_id: null, area_name: null })]), gw(1, [pt(11, 'fan', { area_id: 3, area_name: '育苗室' })])];
    expect(groupForCtrl(states).map((a) => a.title)).toEqual(['育苗室', '未设区域']);
    expect(groupForCtrl(states, '网关2').map((a) => a.title)).toEqual(['未设区域']);
    expect(groupForCtrl(states, '没有这个')).toEqual([]);
  });
});
