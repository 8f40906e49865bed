/** A lettuce spec, names and a generator of user actions shared by the planting tests. */
import fc from 'fast-check';
import type { BatchEvent, BatchState, Names, Place } from './batch-replay.js';
import { dishesForPlants, plantsOnDishes } from './conservation.js';
import { allowedSteps, dishTypeOf, firstPhase, phaseSteps, plantsPerDish, type SpecRules } from './phase-machine.js';
import { addDays } from './plant-day.js';
import { isGrowingPhase } from './plant-vocab.js';

export const LETTUCE: SpecRules = {
  phases: phaseSteps({ sprouting: 2, grow_seedling: 12, grow: 21, pick: 1, tmp_storage: 1, storage: 3 }),
  seedling_plants_per_dish: 120,
  grow_plants_per_dish: 24,
};

/** Microgreens: sown straight into growing dishes, no transplant, no storage phases. */
export const MICROGREENS: SpecRules = {
  phases: phaseSteps({ grow: 10, pick: 0 }),
  seedling_plants_per_dish: 1,
  grow_plants_per_dish: 200,
};

export const AREAS: Record<number, string> = { 1: '育苗室', 2: '栽培一区', 3: '栽培二区' };
export const NAMES: Names = { batchNo: 'B20260301-01', areaName: (id) => AREAS[id] ?? `区域${id}` };

/**
 * What a user might try next, turned into an event against the batch as it is: mostly sensible (default
 * plant counts), sometimes off by a little or a lot (more dishes than exist, crowded dishes, a step the
 * template forbids, an earlier date), so both accepted and refused events are exercised.
 */
export const intentArb = fc.record({
  kind: fc.oneof(
    { arbitrary: fc.constantFrom('move', 'step', 'step', 'step', 'loss', 'loss_plants', 'pick', 'store', 'protect'), weight: 9 },
    { arbitrary: fc.constant('sow'), weight: 1 },
  ),
  place: fc.nat(20),
  area: fc.integer({ min: 1, max: 3 }),
  share: fc.oneof(
    { arbitrary: fc.double({ min: 0, max: 1, noNaN: true }), weight: 6 },
    { arbitrary: fc.constant(1), weight: 3 },
    { arbitrary: fc.double({ min: 1, max: 2, noNaN: true }), weight: 1 },
  ),
  jitter: fc.oneof({ arbitrary: fc.constant(0), weight: 4 }, { arbitrary: fc.integer({ min: -30, max: 30 }), weight: 1 }),
  dishJitter: fc.oneof({ arbitrary: fc.constant(0), weight: 4 }, { arbitrary: fc.integer({ min: -3, max: 3 }), weight: 1 }),
  dayStep: fc.oneof({ arbitrary: fc.integer({ min: 0, max: 6 }), weight: 9 }, { arbitrary: fc.constant(-1), weight: 1 }),
  kg: fc.double({ min: 0, max: 50, noNaN: true }),
});
export type Intent = typeof intentArb extends fc.Arbitrary<infer T> ? T : never;

export function toEvent(spec: SpecRules, s: BatchState, i: Intent): BatchEvent {
  const date = addDays(s.last_date ?? '2026-03-01', i.dayStep);
  if (s.event_ct === 0 || i.kind === 'sow') {
    const to: Place = { phase: firstPhase(spec), area_id: i.area };
    const dishes = 1 + Math.floor(i.share * 20);
    return {
      kind: 'sow',
      date: s.sow_date ?? date,
      to,
      dishes,
      plants: Math.max(1, dishes * plantsPerDish(spec, dishTypeOf(to.phase)) + Math.min(0, i.jitter)),
    };
  }
  const place = s.places[i.place % Math.max(1, s.places.length)] ?? { phase: firstPhase(spec), area_id: i.area, dishes: 0, plants: 0 };
  const dishes = Math.round(i.share * place.dishes);
  const plants = Math.max(0, plantsOnDishes(spec, place, dishes) + i.jitter);
  const from: Place = { phase: place.phase, area_id: place.area_id };
  const forward = allowedSteps(spec, place.phase).find((x) => x.to !== place.phase);
  switch (i.kind) {
    case 'move':
      return { kind: 'move', date, from, to: { phase: place.phase, area_id: i.area }, dishes, plants };
    case 'step': {
      if (!forward || forward.kind === 'pick' || !isGrowingPhase(forward.to)) return { kind: 'pick', date, from, dishes, plants, kg: i.kg };
      const to: Place = { phase: forward.to, area_id: i.area };
      if (forward.kind === 'move') return { kind: 'move', date, from, to, dishes, plants };
      return { kind: 'transplant', date, from, to, dishes, plants, dishes_to: dishesForPlants(plants, spec.grow_plants_per_dish) + i.dishJitter };
    }
    case 'loss':
      return { kind: 'loss', date, from, dishes, plants };
    case 'loss_plants':
      return { kind: 'loss', date, from, dishes: 0, plants: Math.max(1, Math.abs(i.jitter)) };
    case 'pick':
      return { kind: 'pick', date, from, dishes, plants, kg: i.kg };
    case 'store':
      return { kind: 'store', date, from_phase: i.share < 0.5 ? 'pick' : 'tmp_storage', to_phase: i.share < 0.5 ? 'tmp_storage' : 'storage', kg: i.kg };
    default:
      return { kind: 'protect', date, pesticide: '吡虫啉', safe_from: addDays(date, 7) };
  }
}
