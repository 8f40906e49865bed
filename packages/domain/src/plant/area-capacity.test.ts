import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyEvent, emptyBatchState, type BatchState } from './batch-replay.js';
import { areaCapacity, areaChanges, checkAreaCapacity, occupancyByDay, type DatedChange } from './area-capacity.js';
import { addDays } from './plant-day.js';
import { AREAS, LETTUCE, intentArb, toEvent } from './plant.fixture.js';

describe('area capacity', () => {
  it('is racks × layers × positions per layer', () => {
    expect(areaCapacity({ racks: 8, layers: 5, positions_per_layer: 12 })).toBe(480);
  });

  it('counts each event’s dishes in and out per area; a transplant adds the growing dishes it fills', () => {
    expect(areaChanges({ kind: 'transplant', date: '2026-03-15', from: { phase: 'grow_seedling', area_id: 1 }, to: { phase: 'grow', area_id: 2 }, dishes: 6, plants: 690, dishes_to: 29 })).toEqual([
      { area_id: 1, delta: -6 },
      { area_id: 2, delta: 29 },
    ]);
    expect(areaChanges({ kind: 'transplant', date: '2026-03-15', from: { phase: 'grow_seedling', area_id: 1 }, to: { phase: 'grow', area_id: 1 }, dishes: 6, plants: 690, dishes_to: 29 })).toEqual([
      { area_id: 1, delta: 23 },
    ]);
    expect(areaChanges({ kind: 'protect', date: '2026-03-15', pesticide: 'x', safe_from: '2026-03-20' })).toEqual([]);
  });

  it('reads past days back from today’s count', () => {
    // 100 now; 30 arrived on the 10th, 20 left on the 12th.
    const later: DatedChange[] = [
      { date: '2026-03-10', delta: 30 },
      { date: '2026-03-12', delta: -20 },
    ];
    expect(occupancyByDay(100, later, '2026-03-09', '2026-03-13')).toEqual([
      { date: '2026-03-09', dishes: 90 },
      { date: '2026-03-10', dishes: 120 },
      { date: '2026-03-11', dishes: 120 },
      { date: '2026-03-12', dishes: 100 },
      { date: '2026-03-13', dishes: 100 },
    ]);
  });

  it('refuses a back-dated move that would overfill a day since, naming the free positions', () => {
    const base = { name: '栽培一区', capacity: 130, current: 100, later: [{ date: '2026-03-10', delta: 30 }, { date: '2026-03-12', delta: -20 }], today: '2026-03-13' };
    expect(checkAreaCapacity({ ...base, date: '2026-03-12', add: 30 })).toBeNull();
    expect(checkAreaCapacity({ ...base, date: '2026-03-09', add: 20 })).toBe('栽培一区 在 2026-03-10 已有 120 盘（共 130 个盘位），只剩 10 个空位，不能放入 20 盘');
    expect(checkAreaCapacity({ ...base, later: [], date: '2026-03-13', add: 31 })).toBe('栽培一区 现在已有 100 盘（共 130 个盘位），只剩 30 个空位，不能放入 31 盘');
    expect(checkAreaCapacity({ ...base, capacity: 0, date: '2026-03-13', add: 1 })).toBe('栽培一区 还没有设置盘位容量（架数 × 层数 × 每层盘位），不能放入批次');
    expect(checkAreaCapacity({ ...base, capacity: 0, date: '2026-03-13', add: -5 })).toBeNull();
  });

  it('(property) several batches moving in any order, back-dated or not: no area ever holds more dishes than its positions on any day', () => {
    const today = '2026-04-20';
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 3, maxLength: 3 }),
        fc.array(fc.record({ batch: fc.nat(3), intent: intentArb, start: fc.integer({ min: 0, max: 20 }) }), { minLength: 1, maxLength: 80 }),
        (caps, steps) => {
          const capacity = (a: number) => caps[a - 1]!;
          const states: BatchState[] = [0, 1, 2, 3].map(() => emptyBatchState());
          const log: (DatedChange & { area_id: number })[] = [];
          for (const { batch, intent, start } of steps) {
            const s = states[batch]!;
            const ev = toEvent(LETTUCE, s.event_ct === 0 ? { ...s, last_date: addDays('2026-03-01', start) } : s, intent);
            if (ev.date > today) continue;
            const changes = areaChanges(ev);
            const refused = changes.some((c) => {
              const here = log.filter((l) => l.area_id === c.area_id);
              return (
                checkAreaCapacity({
                  name: AREAS[c.area_id]!,
                  capacity: capacity(c.area_id),
                  current: here.reduce((a, l) => a + l.delta, 0),
                  later: here.filter((l) => l.date > ev.date),
                  date: ev.date,
                  today,
                  add: c.delta,
                }) !== null
              );
            });
            if (refused) continue;
            const r = applyEvent(LETTUCE, s, ev, { batchNo: `B${batch}`, areaName: (id) => AREAS[id]! });
            if (!r.ok) continue;
            states[batch] = r.state;
            for (const c of changes) log.push({ ...c, date: ev.date });
          }
          for (const area of [1, 2, 3])
            for (let day = '2026-02-28'; day <= today; day = addDays(day, 1)) {
              const occ = log.filter((l) => l.area_id === area && l.date <= day).reduce((a, l) => a + l.delta, 0);
              expect(occ).toBeGreaterThanOrEqual(0);
              expect(occ).toBeLessThanOrEqual(capacity(area));
            }
          // What each batch says it holds now adds up to the areas' counts.
          for (const area of [1, 2, 3]) {
            const held = states.flatMap((s) => s.places).filter((p) => p.area_id === area).reduce((a, p) => a + p.dishes, 0);
            expect(held).toBe(log.filter((l) => l.area_id === area).reduce((a, l) => a + l.delta, 0));
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
