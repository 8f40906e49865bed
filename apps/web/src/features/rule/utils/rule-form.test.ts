import { describe, expect, it } from 'vitest';
import { type PointOption } from '@pfs/domain/iot-history';
import { describeRule } from '@pfs/domain/rule';
import { EMPTY_RULE, parseRule, pointLookup } from './rule-form';

const point = (p: Partial<PointOption>): PointOption => ({
  point_id: 1,
  code: 'x',
  kind: 'sensor',
  name: '',
  unit: '',
  quantity: '',
  writable: false,
  min: null,
  max: null,
  gw_id: 1,
  gw_name: '栽培一区网关',
  area_id: 1,
  area_name: '栽培一区',
  ...p,
});
const points = new Map([point({ point_id: 1, name: '空气温度', unit: '°C' }), point({ point_id: 2, kind: 'switch', writable: true, name: '循环风机' })].map((p) => [p.point_id, p]));

describe('strategy form', () => {
  it('reads as the grower would say it, naming points by area', () => {
    const body = { ...EMPTY_RULE, conditions: [{ point_id: 1, op: 'gt' as const, value: 28, hysteresis: 0, for_min: 5 }], actions: [{ act_type: 'switch' as const, point_id: 2, action: 'open' as const, value: null }] };
    expect(describeRule(body, pointLookup(points))).toContain('当 栽培一区 空气温度 大于 28 °C 持续 5 分钟 时 → 打开 栽培一区 循环风机');
    expect(describeRule(EMPTY_RULE, pointLookup(points))).toContain('打开 （未选择）');
    // A gateway without an area names its points by the gateway.
    const loose = new Map([[3, point({ point_id: 3, name: '补光灯', kind: 'switch', area_id: null, area_name: '' })]]);
    expect(pointLookup(loose)(3)?.name).toBe('栽培一区网关 补光灯');
  });

  it('a new strategy is not saved without a name and a chosen switch; messages are Chinese', () => {
    const r = parseRule(EMPTY_RULE);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors).toEqual(expect.arrayContaining(['策略名称至少 2 个字符', '请选择点位']));
  });
});
