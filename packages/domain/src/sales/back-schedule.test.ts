import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, dayDiff } from '../plant/plant-day.js';
import { phaseSteps } from '../plant/phase-machine.js';
import {
  backSchedule,
  dishesFor,
  reservationsOfBatch,
  sowDateFor,
  type PlannedBatch,
  type Reservation,
  type ScheduleArea,
  type ScheduleSpec,
} from './back-schedule.js';

// Lettuce: 3 days sprouting, 12 seedling raising (seedling dishes of 200), 25 growing (dishes of 20), pick 1, store 1.
const LETTUCE: ScheduleSpec = {
  phases: phaseSteps({ sprouting: 3, grow_seedling: 12, grow: 25, pick: 1, tmp_storage: 1 }),
  seedling_plants_per_dish: 200,
  grow_plants_per_dish: 20,
  yield_kg_per_dish: 3,
};
const AREAS: ScheduleArea[] = [
  { area_id: 1, name: '育苗室', kind: 'seedling', capacity: 100 },
  { area_id: 2, name: '栽培一区', kind: 'grow', capacity: 300 },
  { area_id: 3, name: '栽培二区', kind: 'grow', capacity: 200 },
];
const TODAY = '2026-03-01';

describe('back-scheduling', () => {
  it('sows the phases’ days before delivery', () => {
    expect(sowDateFor(LETTUCE, '2026-05-01')).toBe(addDays('2026-05-01', -42));
  });

  it('grosses dishes up by the loss rate and expects at least the kg ordered', () => {
    const d = dishesFor(LETTUCE, 300, 0.1)!;
    // 300 kg at 0.15 kg a plant = 2000 plants harvested; 10 % lost → 2223 sown.
    expect(d.plants).toBe(2223);
    expect(d.byPhase.get('grow')).toBe(112);
    expect(d.byPhase.get('sprouting')).toBe(12);
    expect(d.expected_kg).toBeGreaterThanOrEqual(300);
    expect(dishesFor({ ...LETTUCE, yield_kg_per_dish: 0 }, 300, 0)).toBeNull();
  });

  it('plans an order that fits: one area per phase, sowing on the computed day', () => {
    const r = backSchedule({
      today: TODAY,
      delivery_date: '2026-05-01',
      lines: [{ key: 1, spec: LETTUCE, qty_kg: 300, loss_rate: 0.1 }],
      areas: AREAS,
      held: [],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const b = r.batches[0]!;
    expect(b.sow_date).toBe('2026-03-20');
    expect(b.pick_date).toBe(addDays('2026-03-20', 40));
    expect(b.places.map((p) => [p.phase, p.dishes, p.days])).toEqual([
      ['sprouting', 12, 3],
      ['grow_seedling', 12, 12],
      ['grow', 112, 25],
    ]);
    // The tightest area that holds the growing dishes, so the big one stays free for bigger batches.
    expect(b.places[2]!.area_id).toBe(3);
  });

  it('names the area kind and day that is short and the earliest date that fits', () => {
    // 450 of the 500 growing positions taken until 2026-05-10.
    const held: Reservation[] = [
      { area_id: 2, kind: 'grow', start: TODAY, days: dayDiff(TODAY, '2026-05-10'), dishes: 250 },
      { area_id: 3, kind: 'grow', start: TODAY, days: dayDiff(TODAY, '2026-05-10'), dishes: 200 },
    ];
    const r = backSchedule({ today: TODAY, delivery_date: '2026-05-01', lines: [{ key: 7, spec: LETTUCE, qty_kg: 300, loss_rate: 0.1 }], areas: AREAS, held });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.reason).toBe('capacity');
    expect(r.shortages[0]).toMatchObject({ key: 7, phase: 'grow', kind: 'grow', need: 112, free: 50 });
    // Growing starts 25 days before the pick + store: the first growing day must be 2026-05-10.
    expect(r.earliest?.delivery_date).toBe(addDays('2026-05-10', 27));
  });

  it('refuses a date whose sowing day has passed and proposes the first sowable one', () => {
    const r = backSchedule({ today: TODAY, delivery_date: '2026-03-20', lines: [{ key: 1, spec: LETTUCE, qty_kg: 30, loss_rate: 0 }], areas: AREAS, held: [] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.reason).toBe('past');
    expect(r.earliest?.delivery_date).toBe(addDays(TODAY, 42));
  });

  it('keeps a batch in process in its area until its phase is over, then holds room of the next kind', () => {
    const rs = reservationsOfBatch(LETTUCE, [{ phase: 'grow_seedling', area_id: 1, kind: 'seedling', dishes: 10, since: '2026-02-25' }], TODAY);
    expect(rs).toEqual([
      { area_id: 1, kind: 'seedling', start: TODAY, days: 8, dishes: 10 },
      { area_id: null, kind: 'grow', start: '2026-03-09', days: 25, dishes: 100 },
    ]);
  });

  const heldArb = fc.array(
    fc.record({
      area_id: fc.constantFrom<number | null>(1, 2, 3, null),
      start: fc.integer({ min: 0, max: 120 }),
      days: fc.integer({ min: 1, max: 60 }),
      dishes: fc.integer({ min: 1, max: 150 }),
    }),
    { maxLength: 12 },
  );

  it('property: a plan never puts more dishes in an area, or a kind, than it holds on any day', () => {
    fc.assert(
      fc.property(
        heldArb,
        fc.array(fc.integer({ min: 1, max: 800 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 90 }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (raw, qtys, offset, loss) => {
          const kindOf = (id: number | null, i: number) => (id === null ? (i % 2 ? 'grow' : 'seedling') : AREAS.find((a) => a.area_id === id)!.kind);
          const held: Reservation[] = raw.map((h, i) => ({
            area_id: h.area_id,
            kind: kindOf(h.area_id, i),
            start: addDays(TODAY, h.start),
            days: h.days,
            dishes: h.dishes,
          }));
          const lines = qtys.map((q, i) => ({ key: i + 1, spec: LETTUCE, qty_kg: q, loss_rate: loss }));
          const r = backSchedule({ today: TODAY, delivery_date: addDays(TODAY, 42 + offset), lines, areas: AREAS, held, search_days: 60 });
          const plans: PlannedBatch[] = r.ok ? r.batches : (r.earliest?.batches ?? []);
          const use = new Map<string, number>();
          const bump = (k: string, n: number) => use.set(k, (use.get(k) ?? 0) + n);
          const spread = (area: number | null, kind: string, start: string, days: number, n: number) => {
            for (let d = 0; d < days; d++) {
              const day = addDays(start, d);
              if (area !== null) bump(`a${area}@${day}`, n);
              bump(`k${kind}@${day}`, n);
            }
          };
          for (const h of held) spread(h.area_id, h.kind, h.start, h.days, h.dishes);
          const before = new Map(use);
          for (const b of plans) for (const p of b.places) spread(p.area_id, AREAS.find((a) => a.area_id === p.area_id)!.kind, p.start, p.days, p.dishes);
          for (const [k, n] of use) {
            // Only what the plan added is judged: the random load may already be over.
            if (n === before.get(k)) continue;
            const cap = k.startsWith('a')
              ? AREAS.find((a) => `a${a.area_id}` === k.split('@')[0])!.capacity
              : AREAS.filter((a) => `k${a.kind}` === k.split('@')[0]).reduce((s, a) => s + a.capacity, 0);
            expect(n, k).toBeLessThanOrEqual(cap);
          }
          for (const b of plans) {
            const kg = b.expected_kg;
            expect(kg).toBeGreaterThanOrEqual(lines.find((l) => l.key === b.key)!.qty_kg - 1e-9);
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 30_000);
});
