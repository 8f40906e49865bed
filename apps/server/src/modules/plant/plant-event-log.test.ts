import { describe, expect, it } from 'vitest';
import { batchLogLine, eventLogText } from './plant-event-log.js';

const area = (id: number) => ({ 1: '育苗室', 2: '栽培一区' })[id] ?? `区域 ${id}`;
const date = '2026-03-15';

describe('planting log words', () => {
  it('names the places, dishes, plants and grades of each batch event', () => {
    const seedling = { phase: 'grow_seedling', area_id: 1 } as const;
    const grow = { phase: 'grow', area_id: 2 } as const;
    expect(eventLogText({ kind: 'move', date, from: { phase: 'sprouting', area_id: 1 }, to: seedling, dishes: 10, plants: 1200 }, area)).toBe(
      '移动 育苗室（催芽） → 育苗室（育苗） 10 盘 1200 株',
    );
    expect(eventLogText({ kind: 'transplant', date, from: seedling, to: grow, dishes: 6, plants: 690, dishes_to: 29 }, area)).toMatch(
      /^移栽 育苗室（育苗） 6 盘 → 栽培一区（.+） 29 盘，690 株$/,
    );
    expect(eventLogText({ kind: 'loss', date, from: grow, dishes: 1, plants: 24 }, area)).toMatch(/^损耗 栽培一区（.+） 1 盘 24 株$/);
    expect(eventLogText({ kind: 'pick', date, from: grow, dishes: 10, plants: 240, kg: 30.5 }, area, [{ name: '一级', kg: 20 }, { name: '二级', kg: 10.5 }])).toMatch(
      /^采收 栽培一区（.+） 10 盘 240 株，一级 20 kg、二级 10.5 kg$/,
    );
    expect(eventLogText({ kind: 'store', date, from_phase: 'pick', to_phase: 'tmp_storage', kg: 12.25 }, area)).toMatch(/^转存 12.25 kg：.+ → .+$/);
    expect(eventLogText({ kind: 'protect', date, pesticide: '吡虫啉', safe_from: date }, area)).toBeNull();
    expect(batchLogLine('B20260315-01', '损耗 …', date)).toBe('批次 B20260315-01 损耗 …，日期 2026-03-15');
  });
});
