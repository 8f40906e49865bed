import { addDays, stepOf, type GrowingPhase } from '@pfs/domain/plant';
import type { CatalogSpec } from './production-catalog.js';
import type { EventGate, SpecVersionRules } from './production-gate.js';
import type { SimBatch } from './production-grower.js';

/**
 * How many seedling dishes a sowing may fill: as many as planned, unless the seedling room or — when the batch
 * will be transplanted — the grow rooms are booked by the batches already on their way. The planner looks at
 * each batch's planned days (from what it has really done so far), so a full factory sows less rather than
 * leaving seedlings with nowhere to go. 0: skip this sowing.
 */
export function admitSowing(
  gate: EventGate,
  active: readonly SimBatch[],
  cat: CatalogSpec,
  rules: SpecVersionRules,
  d: string,
  want: number,
  areaIds: ReadonlyMap<string, number>,
): number {
  const ids = (phases: GrowingPhase[]) =>
    [...new Set(phases.flatMap((p) => cat.rooms[p] ?? []))].map((n) => areaIds.get(n)).filter((x): x is number => x !== undefined);
  const seedRooms = ids(['sprouting', 'grow_seedling']);
  const growRooms = ids(['grow']);
  const cap = (rooms: number[]) => rooms.reduce((a, id) => a + gate.area(id).capacity, 0);
  const days = (r: SpecVersionRules, p: GrowingPhase) => stepOf(r, p)?.days ?? 0;

  const horizon = days(rules, 'sprouting') + days(rules, 'grow_seedling') + days(rules, 'grow') + 4;
  const seedLoad = new Array<number>(horizon).fill(0);
  const growLoad = new Array<number>(horizon).fill(0);
  const dayAt = Array.from({ length: horizon }, (_, i) => addDays(d, i));
  const book = (load: number[], from: string, to: string, n: number) => {
    if (n > 0) for (let i = 0; i < horizon; i++) if (dayAt[i]! >= from && dayAt[i]! < to) load[i]! += n;
  };
  for (const b of active) {
    const r = b.rules;
    const seedling = b.state.places.filter((p) => p.phase !== 'grow');
    const growing = b.state.places.filter((p) => p.phase === 'grow');
    const seedEnd = addDays(b.state.phase_since.grow_seedling ?? addDays(b.sow_date, days(r, 'sprouting')), days(r, 'grow_seedling') + 1);
    const growFrom = b.state.phase_since.grow ?? seedEnd;
    const growEnd = addDays(growFrom, days(r, 'grow') + 1);
    book(
      seedLoad,
      d,
      seedEnd,
      seedling.reduce((a, p) => a + p.dishes, 0),
    );
    book(
      growLoad,
      growFrom,
      growEnd,
      growing.reduce((a, p) => a + p.dishes, 0),
    );
    book(growLoad, seedEnd, growEnd, Math.ceil(seedling.reduce((a, p) => a + p.plants, 0) / r.grow_plants_per_dish));
  }
  const toGrow = days(rules, 'sprouting') + days(rules, 'grow_seedling');
  const peak = (load: number[], from: number, to: number) => Math.max(0, ...load.slice(from, to));
  const seedPeak = peak(seedLoad, 0, toGrow + 2);
  const growPeak = peak(growLoad, toGrow, horizon);
  const perDish = (rules.seedling_plants_per_dish * 0.9) / rules.grow_plants_per_dish;
  for (let n = want; n >= Math.ceil(want * 0.5); n--) {
    if (seedPeak + n <= cap(seedRooms) && gate.free(seedRooms[0]!) >= n && (growRooms.length === 0 || growPeak + Math.ceil(n * perDish) <= cap(growRooms)))
      return n;
  }
  return 0;
}
