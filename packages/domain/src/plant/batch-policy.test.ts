import { describe, expect, it } from 'vitest';
import { replayBatch, type BatchEvent } from './batch-replay.js';
import { checkEventPolicy, type AreaInfo } from './batch-policy.js';
import { blockingProtection, checkHarvestSafety, safeFromDay } from './safety-interval.js';
import { LETTUCE, NAMES } from './plant.fixture.js';

const AREA_INFO: Record<number, AreaInfo> = {
  1: { area_id: 1, name: '育苗室', kind: 'seedling', enabled: true },
  2: { area_id: 2, name: '栽培一区', kind: 'grow', enabled: true },
  3: { area_id: 3, name: '栽培二区', kind: 'grow', enabled: false },
};
const grown: BatchEvent[] = [
  { kind: 'sow', date: '2026-03-01', to: { phase: 'sprouting', area_id: 1 }, dishes: 2, plants: 240 },
  { kind: 'move', date: '2026-03-03', from: { phase: 'sprouting', area_id: 1 }, to: { phase: 'grow_seedling', area_id: 1 }, dishes: 2, plants: 240 },
  { kind: 'transplant', date: '2026-03-15', from: { phase: 'grow_seedling', area_id: 1 }, to: { phase: 'grow', area_id: 2 }, dishes: 2, plants: 240, dishes_to: 10 },
  { kind: 'protect', date: '2026-03-20', pesticide: '吡虫啉', safe_from: safeFromDay('2026-03-20', 7) },
];
const r = replayBatch(LETTUCE, grown, NAMES);
if (!r.ok) throw new Error(r.msg);
const state = r.state;
const policy = (ev: BatchEvent, today = '2026-04-10') => checkEventPolicy({ spec: LETTUCE, state, ev, today, area: (id) => AREA_INFO[id], batchNo: NAMES.batchNo });
const pick = (date: string): BatchEvent => ({ kind: 'pick', date, from: { phase: 'grow', area_id: 2 }, dishes: 10, plants: 240, kg: 30 });

describe('safety interval', () => {
  it('blocks a harvest until the interval is over, naming the pesticide and the day it ends', () => {
    expect(safeFromDay('2026-03-20', 7)).toBe('2026-03-27');
    expect(policy(pick('2026-03-26'))).toBe('批次 B20260301-01 在 2026-03-20 施用了 吡虫啉，安全间隔期 7 天，至 2026-03-26 结束，2026-03-27 起才能采收');
    expect(policy(pick('2026-03-27'))).toBeNull();
  });

  it('the application that ends last decides; one after the harvest day does not count', () => {
    const marks = [
      { date: '2026-03-01', pesticide: 'A', safe_from: '2026-03-15' },
      { date: '2026-03-05', pesticide: 'B', safe_from: '2026-03-08' },
      { date: '2026-03-12', pesticide: 'C', safe_from: '2026-03-30' },
    ];
    expect(blockingProtection(marks, '2026-03-07')?.pesticide).toBe('A');
    expect(blockingProtection(marks, '2026-03-11')?.pesticide).toBe('A');
    expect(blockingProtection(marks, '2026-03-12')?.pesticide).toBe('C');
    expect(checkHarvestSafety(marks.slice(0, 2), '2026-03-15', 'B1')).toBeNull();
  });
});

describe('event policy', () => {
  it('refuses the future, disabled areas and areas of the wrong kind', () => {
    expect(policy(pick('2026-04-11'))).toBe('日期 2026-04-11 晚于今天（2026-04-10），不能记录未来的操作');
    const move = (area_id: number): BatchEvent => ({ kind: 'move', date: '2026-04-01', from: { phase: 'grow', area_id: 2 }, to: { phase: 'grow', area_id }, dishes: 1, plants: 24 });
    expect(policy(move(3))).toBe('区域 栽培二区 已停用，不能放入批次');
    expect(policy(move(1))).toBe('「生长」阶段应放在栽培类区域，育苗室 是育苗类区域');
    expect(policy(move(9))).toBe('区域 9 不存在');
    expect(policy({ kind: 'loss', date: '2026-04-01', from: { phase: 'grow', area_id: 2 }, dishes: 1, plants: 24 })).toBeNull();
  });
});
