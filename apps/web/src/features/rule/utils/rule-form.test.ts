import { describe, expect, it } from 'vitest';
import { describeRule } from '@pfs/domain';
import type { RulePoint } from '../api/get-iot-rule-points';
import { EMPTY_RULE, parseRule, pointLookup } from './rule-form';

const point = (p: Partial<RulePoint>): RulePoint => ({ point_id: 1, code: 'x', kind: 'sensor', name: '', unit: '', writable: false, min: null, max: null, group: '', value: null, ts: null, on: null, lock: null, ...p });
const points = [point({ point_id: 1, name: '空气温度', unit: '°C', group: '栽培一区 · 栽培一区网关' }), point({ point_id: 2, kind: 'switch', writable: true, name: '循环风机', group: '栽培一区 · 栽培一区网关' })];

describe('strategy form', () => {
  it('reads as the grower would say it, naming points by area', () => {
    const body = { ...EMPTY_RULE, conditions: [{ point_id: 1, op: 'gt' as const, value: 28, hysteresis: 0, for_min: 5 }], actions: [{ act_type: 'switch' as const, point_id: 2, action: 'open' as const, value: null }] };
    expect(describeRule(body, pointLookup(points))).toContain('当 栽培一区 空气温度 大于 28 °C 持续 5 分钟 时 → 打开 栽培一区 循环风机');
    expect(describeRule(EMPTY_RULE, pointLookup(points))).toContain('打开 （未选择）');
  });

  it('a new strategy is not saved without a name and a chosen switch; messages are Chinese', () => {
    const r = parseRule(EMPTY_RULE);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors).toEqual(expect.arrayContaining(['策略名称至少 2 个字符', '请选择点位']));
  });
});
