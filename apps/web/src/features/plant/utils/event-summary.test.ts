import { describe, expect, it } from 'vitest';
import type { BatchEventView } from '@pfs/domain/plant';
import { eventSummary } from './event-summary';

const base: BatchEventView = {
  event_id: 1,
  seq: 1,
  kind: 'sow',
  kind_label: '播种',
  date: '2026-03-01',
  from_phase: null,
  from_area_id: null,
  from_area_name: null,
  to_phase: 'sprouting',
  to_area_id: 1,
  to_area_name: '育苗室',
  dishes: 10,
  dishes_to: null,
  plants: 1200,
  kg: null,
  grades: [],
  reason: null,
  prot_id: null,
  pesticide: null,
  remark: '',
  operator_uid: 1,
  operator_name: '李种植',
  created_at: '2026-03-01T01:00:00.000Z',
  pic_ct: 0,
  void_of: null,
  voided: null,
};

describe('timeline lines', () => {
  it('say what each event did, where, and how much', () => {
    expect(eventSummary(base)).toBe('播入 催芽 · 育苗室：10 盘 1200 株');
    expect(
      eventSummary({
        ...base,
        kind: 'transplant',
        from_phase: 'grow_seedling',
        from_area_name: '育苗室',
        to_phase: 'grow',
        to_area_name: '栽培一区',
        dishes_to: 50,
      }),
    ).toBe('育苗 · 育苗室 → 生长 · 栽培一区：10 个育苗盘移栽到 50 个栽培盘，1200 株');
    expect(eventSummary({ ...base, kind: 'loss', from_phase: 'grow', from_area_name: '栽培一区', dishes: 0, plants: 5, reason: 'pest' })).toBe(
      '生长 · 栽培一区：损耗 0 盘 5 株（虫害）',
    );
    expect(
      eventSummary({
        ...base,
        kind: 'pick',
        from_phase: 'grow',
        from_area_name: '栽培一区',
        kg: 12.5,
        grades: [
          { grade: 'A', kg: 10 },
          { grade: 'B', kg: 2.5 },
        ],
      }),
    ).toBe('生长 · 栽培一区：采收 10 盘 1200 株，共 12.5 kg（A 10 kg、B 2.5 kg）');
    expect(eventSummary({ ...base, kind: 'protect', pesticide: '枯草芽孢杆菌' })).toBe('植保：施用 枯草芽孢杆菌');
  });
});
