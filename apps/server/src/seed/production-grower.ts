import {
  addDays,
  blockingProtection,
  dishesForPlants,
  plantsOnDishes,
  stepOf,
  type GrowingPhase,
  type Place,
  type PlaceState,
  type ProducePhase,
} from '@pfs/domain/plant';
import { weatherEvent } from './climate-outdoor.js';
import { LOSS_NOTES, type CatalogSpec } from './production-catalog.js';
import type { EventGate, GenBatch } from './production-gate.js';
import { prng, seedOf, type Prng } from './prng.js';

/**
 * What a grower does with one batch on one day: the phase steps once a phase has run its planned days (plus the
 * day or two a real grower is late, drawn once per phase), the losses noticed on the way, and the harvest — whole,
 * or in two pickings for some batches. A step the world refuses (the grow rooms are full, a safety interval runs)
 * simply waits for a later day, as it would on the farm; the overview then shows it late.
 */

export type SimBatch = GenBatch & {
  catalog: CatalogSpec;
  rng: Prng;
  /** Days each phase runs over its plan. */
  delays: Partial<Record<GrowingPhase, number>>;
  /** A batch harvested in two pickings: the share of dishes the first takes, and the day of the second. */
  split: { share: number; gap: number; secondOn: string | null } | null;
  /** Harvested grams on their way through the produce phases. */
  produce: { phase: ProducePhase; g: number; readyOn: string }[];
  /** Lost to the heat (its harvest weighs less). */
  stressed: boolean;
};

export function simBatch(b: GenBatch, catalog: CatalogSpec, seed: string): SimBatch {
  const rng = prng(seedOf(seed, 'production', 'batch', b.batch_no));
  const late = () => (rng.chance(0.62) ? 0 : rng.chance(0.75) ? 1 : 2);
  return {
    ...b,
    catalog,
    rng,
    delays: { sprouting: rng.chance(0.8) ? 0 : 1, grow_seedling: late(), grow: rng.chance(0.1) ? -1 : late() },
    split: rng.chance(0.3) ? { share: rng.range(0.5, 0.7), gap: rng.int(1, 3), secondOn: null } : null,
    produce: [],
    stressed: false,
  };
}

const placeOf = (p: PlaceState): Place => ({ phase: p.phase, area_id: p.area_id });
const places = (b: SimBatch, phase: GrowingPhase) => b.state.places.filter((p) => p.phase === phase && p.dishes > 0);
const isDue = (b: SimBatch, phase: GrowingPhase, d: string) => {
  const since = b.state.phase_since[phase];
  const step = stepOf(b.rules, phase);
  return since !== undefined && step !== undefined && d >= addDays(since, step.days + (b.delays[phase] ?? 0));
};
/** Rooms the spec grows a phase in, with room to spare first. */
const roomsFor = (gate: EventGate, b: SimBatch, phase: GrowingPhase, areaIds: ReadonlyMap<string, number>) =>
  (b.catalog.rooms[phase] ?? [])
    .map((n) => areaIds.get(n))
    .filter((id): id is number => id !== undefined)
    .sort((x, y) => gate.free(y) - gate.free(x) || x - y);

function lose(gate: EventGate, b: SimBatch, p: PlaceState, d: string, note: keyof typeof LOSS_NOTES, dishes: number, plants: number) {
  if (dishes + plants <= 0) return;
  const n = LOSS_NOTES[note];
  gate.must(b, { ev: { kind: 'loss', date: d, from: placeOf(p), dishes, plants }, loss: n.reason, remark: n.remark });
}

/** Losses noticed during the day: disease and pests now and then, heat damage in 栽培二区 during the July heat wave. */
export function dailyLosses(gate: EventGate, b: SimBatch, d: string) {
  const month = Number(d.slice(5, 7));
  const dom = Number(d.slice(8, 10));
  for (const p of [...b.state.places]) {
    const cur = b.state.places.find((x) => x.phase === p.phase && x.area_id === p.area_id);
    if (!cur || cur.dishes < 4) continue;
    if (p.phase === 'grow') {
      const roll = b.rng.next();
      if (roll < 0.004) {
        const dishes = Math.max(1, Math.round(cur.dishes * b.rng.range(0.01, 0.04)));
        lose(gate, b, cur, d, 'disease', dishes, plantsOnDishes(b.rules, cur, dishes));
      } else if (roll < 0.008) lose(gate, b, cur, d, 'pest', 0, Math.max(1, Math.round(cur.plants * b.rng.range(0.005, 0.02))));
      else if (weatherEvent(month, dom) > 0 && gate.area(cur.area_id).name === '栽培二区' && b.rng.chance(0.3)) {
        lose(gate, b, cur, d, 'heat', 0, Math.max(1, Math.round(cur.plants * b.rng.range(0.005, 0.02))));
        b.stressed = true;
      }
    } else if (p.phase === 'grow_seedling' && b.rng.chance(0.004)) {
      lose(gate, b, cur, d, 'damage', 1, plantsOnDishes(b.rules, cur, 1));
    }
  }
}

/** Sprouting done: failures to germinate are written off and the dishes go on to raising seedlings. */
export function endSprouting(gate: EventGate, b: SimBatch, d: string, areaIds: ReadonlyMap<string, number>) {
  if (!isDue(b, 'sprouting', d)) return;
  for (const p of places(b, 'sprouting')) {
    const [lo, hi] = b.catalog.germLoss;
    lose(gate, b, p, d, 'germination', 0, Math.round(p.plants * b.rng.range(lo, hi)));
    const cur = b.state.places.find((x) => x.phase === 'sprouting' && x.area_id === p.area_id)!;
    // Same room when it is one of the spec's seedling rooms (the move then needs no free position).
    const rooms = roomsFor(gate, b, 'grow_seedling', areaIds);
    const to = rooms.includes(cur.area_id) ? cur.area_id : rooms.find((id) => gate.free(id) >= cur.dishes);
    if (to === undefined) continue;
    gate.accept(b, {
      ev: { kind: 'move', date: d, from: placeOf(cur), to: { phase: 'grow_seedling', area_id: to }, dishes: cur.dishes, plants: cur.plants },
      remark: '出苗后转入育苗',
    });
  }
}

/** Seedlings ready: weak ones culled, the rest transplanted into growing dishes — split over two rooms if one is too full. */
export function transplant(gate: EventGate, b: SimBatch, d: string, areaIds: ReadonlyMap<string, number>) {
  if (!isDue(b, 'grow_seedling', d)) return;
  const ppd = b.rules.grow_plants_per_dish;
  for (const p of places(b, 'grow_seedling')) {
    const cull = Math.round(p.plants * b.rng.range(0.01, 0.03));
    const plan = splitPlan(gate, b, { ...p, plants: p.plants - cull }, roomsFor(gate, b, 'grow', areaIds), ppd);
    if (!plan) continue; // the grow rooms are full: the seedlings wait
    lose(gate, b, p, d, 'cull', 0, cull);
    for (const part of plan) {
      const cur = b.state.places.find((x) => x.phase === 'grow_seedling' && x.area_id === p.area_id)!;
      const plants = part.dishes === cur.dishes ? cur.plants : plantsOnDishes(b.rules, cur, part.dishes);
      const ev = {
        kind: 'transplant' as const,
        date: d,
        from: placeOf(cur),
        to: { phase: 'grow' as const, area_id: part.to },
        dishes: part.dishes,
        plants,
        dishes_to: dishesForPlants(plants, ppd),
      };
      gate.must(b, { ev, remark: '定植' });
    }
  }
}

/** How a place's seedling dishes fit into the grow rooms: whole into the emptiest, else spread; null when they do not fit. */
function splitPlan(gate: EventGate, b: SimBatch, p: PlaceState, rooms: number[], ppd: number): { to: number; dishes: number }[] | null {
  const out: { to: number; dishes: number }[] = [];
  let left = { ...p };
  for (const room of rooms) {
    const free = gate.free(room);
    if (dishesForPlants(left.plants, ppd) <= free) return [...out, { to: room, dishes: left.dishes }];
    let k = left.dishes - 1;
    while (k > 0 && dishesForPlants(plantsOnDishes(b.rules, left, k), ppd) > free) k--;
    if (k === 0) continue;
    out.push({ to: room, dishes: k });
    const taken = plantsOnDishes(b.rules, left, k);
    left = { ...left, dishes: left.dishes - k, plants: left.plants - taken };
  }
  return null;
}

/** Ripe and out of any safety interval: picked whole, or the bigger plants first and the rest a few days later. */
export function harvest(gate: EventGate, b: SimBatch, d: string, plantFactor: number): { kg: number }[] {
  const picks: { kg: number }[] = [];
  const first = isDue(b, 'grow', d) && (b.split === null || b.split.secondOn === null);
  const second = b.split !== null && b.split.secondOn !== null && d >= b.split.secondOn;
  if (!isDue(b, 'grow', d) && !second) return picks;
  if (blockingProtection(b.state.protections, d)) return picks;
  for (const p of places(b, 'grow')) {
    const partial = first && b.split !== null && p.dishes >= 4;
    if (!partial) lose(gate, b, p, d, 'cull', 0, Math.round(p.plants * b.rng.range(0.005, 0.02)));
    const cur = b.state.places.find((x) => x.phase === 'grow' && x.area_id === p.area_id)!;
    if (cur.plants === 0) {
      // Every plant of these dishes was lost on the way: the empty dishes are cleared, nothing to pick.
      lose(gate, b, cur, d, 'cull', cur.dishes, 0);
      continue;
    }
    const dishes = partial ? Math.round(cur.dishes * b.split!.share) : cur.dishes;
    const plants = partial ? plantsOnDishes(b.rules, cur, dishes) : cur.plants;
    const grades = gradeSplit(b, plants, plantFactor * (partial ? 1.06 : 1));
    const g = grades.reduce((a, x) => a + x.g, 0);
    const refused = gate.accept(b, {
      ev: { kind: 'pick', date: d, from: placeOf(cur), dishes, plants, kg: g / 1000 },
      grades: grades.map((x) => ({ grade: x.grade, kg: x.g / 1000 })),
      remark: partial ? '分批采收：先采大株' : '整批采收',
    });
    if (refused) throw new Error(`demo batch ${b.batch_no}: ${refused}`);
    b.produce.push({ phase: 'pick', g, readyOn: addDays(d, stepOf(b.rules, 'pick')?.days ?? 0) });
    picks.push({ kg: g / 1000 });
  }
  if (first && b.split) b.split.secondOn = addDays(d, b.split.gap);
  return picks;
}

/** Grams per grade of a picking: heavier plants make more of the first grade; heat-stressed ones less. */
function gradeSplit(b: SimBatch, plants: number, factor: number): { grade: string; g: number }[] {
  const perPlant = b.catalog.plantG * factor * (b.stressed ? 0.9 : 1) * (1 + 0.05 * b.rng.normal());
  const total = Math.max(1, Math.round(plants * perPlant));
  const grades = b.rules.grades;
  const top = Math.min(0.85, Math.max(0.4, (grades.length === 3 ? 0.62 : 0.72) + (factor - 1) * 1.5 + 0.05 * b.rng.normal() - (b.stressed ? 0.12 : 0)));
  const shares = grades.length === 1 ? [1] : grades.length === 2 ? [top, 1 - top] : [top, (1 - top) * 0.75, (1 - top) * 0.25];
  let left = total;
  return grades.map((gr, i) => {
    const g = i === grades.length - 1 ? left : Math.round(total * (shares[i] ?? 0));
    left -= g;
    return { grade: gr.grade, g };
  });
}

export const hasNothingLeft = (b: SimBatch) => b.state.closed_on !== null && b.produce.length === 0;
