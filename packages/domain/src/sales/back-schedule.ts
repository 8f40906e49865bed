/**
 * Back-scheduling (订单排产): from an order's delivery date and each line's crop spec version, the day to sow
 * (delivery − every phase's planned days) and the dishes to sow (kg ÷ expected yield per plant, grossed up by
 * this crop's measured loss rate); then, for every growing phase, dish positions in areas of the phase's
 * kind on every day the phase lasts, against what batches in process and planned batches already hold.
 *
 * An area is given to a phase only for as many dishes as it has free on every day of the phase, and a kind
 * as a whole is never filled past its positions (in-process batches' future phases are known by kind, not
 * yet by area) — so an accepted plan never puts more dishes in an area on any day than it holds.
 */
import { areaCapacity, type AreaGrid } from '../plant/area-capacity.js';
import { dishTypeOf, plantsPerDish, type SpecRules } from '../plant/phase-machine.js';
import { addDays, dayDiff } from '../plant/plant-day.js';
import { isGrowingPhase, type AreaKind, type GrowingPhase } from '../plant/plant-vocab.js';
import type { PlannedPlace } from './sales-vocab.js';

export type ScheduleArea = { area_id: number; name: string; kind: AreaKind; capacity: number };
export const scheduleAreaOf = (a: { area_id: number; name: string; kind: AreaKind } & AreaGrid): ScheduleArea => ({
  area_id: a.area_id,
  name: a.name,
  kind: a.kind,
  capacity: areaCapacity(a),
});

/** Dishes something already holds: in one area, or (area_id null) somewhere of a kind, from `start` for `days` days. */
export type Reservation = { area_id: number | null; kind: AreaKind; start: string; days: number; dishes: number };

export type ScheduleSpec = SpecRules & { yield_kg_per_dish: number };
export type ScheduleLine = { key: number; spec: ScheduleSpec; qty_kg: number; /** Share of plants sown that this crop loses here, 0…0.9. */ loss_rate: number };

export type PlannedBatch = {
  key: number;
  sow_date: string;
  pick_date: string;
  /** Dishes sown (seedling dishes when the first phase uses them). */
  dishes: number;
  plants: number;
  expected_kg: number;
  places: PlannedPlace[];
};

export type Shortage = { key: number; phase: GrowingPhase; kind: AreaKind; date: string; need: number; free: number; area_names: string[] };

export type ScheduleResult =
  | { ok: true; delivery_date: string; batches: PlannedBatch[] }
  | {
      ok: false;
      delivery_date: string;
      /** Why the asked date fails: sowing day already past, or the first phase-day found short. */
      reason: 'past' | 'capacity' | 'no_yield';
      shortages: Shortage[];
      /** The first delivery date within the search window that fits, with its plan; null when none. */
      earliest: { delivery_date: string; batches: PlannedBatch[] } | null;
    };

/** How many days ahead the earliest feasible date is looked for. */
export const EARLIEST_SEARCH_DAYS = 180;
export const LOSS_RATE_MAX = 0.9;
/** When a crop has no closed batch here yet: a typical leafy-greens loss. */
export const DEFAULT_LOSS_RATE = 0.05;

const totalDays = (spec: SpecRules) => spec.phases.reduce((s, p) => s + p.days, 0);
export const sowDateFor = (spec: SpecRules, delivery: string) => addDays(delivery, -totalDays(spec));

/** Plants to sow and dishes per growing phase for `qty_kg`; null when the spec expects no yield. */
export function dishesFor(spec: ScheduleSpec, qty_kg: number, loss_rate: number): { plants: number; byPhase: Map<GrowingPhase, number>; expected_kg: number } | null {
  if (!(spec.yield_kg_per_dish > 0) || !(spec.grow_plants_per_dish > 0)) return null;
  const kgPerPlant = spec.yield_kg_per_dish / spec.grow_plants_per_dish;
  const loss = Math.min(Math.max(loss_rate, 0), LOSS_RATE_MAX);
  // Rounding the harvested plants up first keeps the expected kg ≥ the order for any loss rate.
  const harvested = Math.ceil(qty_kg / kgPerPlant - 1e-9);
  const plants = Math.ceil(harvested / (1 - loss) - 1e-9);
  const byPhase = new Map<GrowingPhase, number>();
  for (const s of spec.phases) if (isGrowingPhase(s.phase_id)) byPhase.set(s.phase_id, Math.ceil(plants / plantsPerDish(spec, dishTypeOf(s.phase_id))));
  return { plants, byPhase, expected_kg: Math.round(Math.floor(plants * (1 - loss) + 1e-9) * kgPerPlant * 1000) / 1000 };
}

/**
 * Dishes held per area on each day from `origin`, and each kind's free positions per day (its areas' capacity less
 * everything held in them or by kind), kept up to date as reservations are added so a day's check is one read.
 */
class Load {
  readonly byArea = new Map<number, Int32Array>();
  readonly kindFree = new Map<AreaKind, Int32Array>();
  private readonly kindOfArea = new Map<number, AreaKind>();
  constructor(
    readonly origin: string,
    readonly span: number,
    areas: readonly ScheduleArea[],
  ) {
    for (const a of areas) {
      this.kindOfArea.set(a.area_id, a.kind);
      const f = this.free(a.kind);
      for (let i = 0; i < span; i++) f[i]! += a.capacity;
    }
  }
  private free(kind: AreaKind) {
    let a = this.kindFree.get(kind);
    if (!a) this.kindFree.set(kind, (a = new Int32Array(this.span)));
    return a;
  }
  add(r: Reservation, sign = 1) {
    const d = dayDiff(this.origin, r.start);
    this.addAt(r.area_id, r.kind, Math.max(0, d), Math.min(this.span, d + r.days), sign * r.dishes);
  }
  /** `dishes` held over day indexes [from, to) in an area (or by kind when area_id is null). */
  addAt(areaId: number | null, kind: AreaKind, from: number, to: number, dishes: number) {
    // An area the planner does not offer (e.g. of another kind now) holds nothing of a kind's free room.
    const k = areaId === null ? kind : this.kindOfArea.get(areaId);
    const f = k === undefined ? undefined : this.free(k);
    let a: Int32Array | undefined;
    if (areaId !== null && !(a = this.byArea.get(areaId))) this.byArea.set(areaId, (a = new Int32Array(this.span)));
    for (let i = from; i < to; i++) {
      if (a) a[i]! += dishes;
      if (f) f[i]! -= dishes;
    }
  }
}

type Ctx = { areas: readonly ScheduleArea[]; byKind: Map<AreaKind, ScheduleArea[]>; load: Load };

/** Free positions of an area over days [from, to): the least on any day. */
function areaFree(ctx: Ctx, a: ScheduleArea, from: number, to: number) {
  if (from >= to) return Infinity;
  const held = ctx.load.byArea.get(a.area_id);
  if (!held) return a.capacity;
  let most = 0;
  for (let i = from; i < to; i++) if (held[i]! > most) most = held[i]!;
  return Math.max(0, a.capacity - most);
}

/** Places for `need` dishes over [start, start+days); or the tightest day when they do not fit. */
function placePhase(ctx: Ctx, phase: GrowingPhase, kind: AreaKind, start: string, days: number, need: number): { places: PlannedPlace[] } | { short: Omit<Shortage, 'key'> } {
  const areas = ctx.byKind.get(kind) ?? [];
  const from = dayDiff(ctx.load.origin, start);
  const to = from + days;
  // The kind as a whole: in-process batches' later phases will need room somewhere of this kind.
  const kindFree = ctx.load.kindFree.get(kind);
  let worst = { i: from, free: Infinity };
  for (let i = from; i < to; i++) {
    const f = kindFree ? kindFree[i]! : 0;
    if (f < worst.free) worst = { i, free: f };
  }
  const names = areas.map((a) => a.name);
  const short = (free: number, i: number) => ({ short: { phase, kind, date: addDays(ctx.load.origin, i), need, free: Math.max(0, free), area_names: names } });
  if (days > 0 && worst.free < need) return short(worst.free, worst.i);
  // One area when one has room (a batch kept together), else the roomiest first.
  const frees = areas.map((a) => ({ a, free: areaFree(ctx, a, from, to) })).filter((x) => x.free > 0);
  const single = frees.filter((x) => x.free >= need).sort((x, y) => x.free - y.free || x.a.area_id - y.a.area_id)[0];
  const order = single ? [single] : frees.sort((x, y) => y.free - x.free || x.a.area_id - y.a.area_id);
  const places: PlannedPlace[] = [];
  let left = need;
  for (const { a, free } of order) {
    if (left === 0) break;
    const take = Math.min(free, left);
    places.push({ phase, area_id: a.area_id, dishes: take, start, days });
    left -= take;
  }
  if (left > 0) return short(frees.reduce((s, x) => s + x.free, 0), worst.i === Infinity ? from : worst.i);
  return { places };
}

function planAt(ctx: Ctx, lines: readonly ScheduleLine[], delivery: string, today: string): { batches: PlannedBatch[] } | { shortages: Shortage[]; reason: 'past' | 'capacity' | 'no_yield' } {
  const batches: PlannedBatch[] = [];
  const held: Reservation[] = [];
  const undo = () => held.forEach((r) => ctx.load.add(r, -1));
  for (const line of lines) {
    const sow = sowDateFor(line.spec, delivery);
    if (sow < today) return undo(), { reason: 'past', shortages: [] };
    const need = dishesFor(line.spec, line.qty_kg, line.loss_rate);
    if (!need) return undo(), { reason: 'no_yield', shortages: [] };
    const places: PlannedPlace[] = [];
    let day = sow;
    let pick = sow;
    for (const step of line.spec.phases) {
      if (step.phase_id === 'pick') pick = day;
      if (isGrowingPhase(step.phase_id)) {
        const got = placePhase(ctx, step.phase_id, step.area_kind, day, step.days, need.byPhase.get(step.phase_id)!);
        if ('short' in got) return undo(), { reason: 'capacity', shortages: [{ key: line.key, ...got.short }] };
        for (const p of got.places) {
          const r = { area_id: p.area_id, kind: step.area_kind, start: p.start, days: p.days, dishes: p.dishes };
          ctx.load.add(r);
          held.push(r);
        }
        places.push(...got.places);
      }
      day = addDays(day, step.days);
    }
    const first = line.spec.phases.find((s) => isGrowingPhase(s.phase_id))!;
    batches.push({ key: line.key, sow_date: sow, pick_date: pick, dishes: need.byPhase.get(first.phase_id as GrowingPhase)!, plants: need.plants, expected_kg: need.expected_kg, places });
  }
  undo();
  return { batches };
}

export type ScheduleInput = {
  today: string;
  delivery_date: string;
  lines: readonly ScheduleLine[];
  areas: readonly ScheduleArea[];
  /** What batches in process and planned batches (other than this order's) hold. */
  held: readonly Reservation[];
  search_days?: number;
};

/** The plan for an order, or why it does not fit on its date and the earliest date that does. */
export function backSchedule(o: ScheduleInput): ScheduleResult {
  const search = o.search_days ?? EARLIEST_SEARCH_DAYS;
  const longest = Math.max(0, ...o.lines.map((l) => totalDays(l.spec)));
  const origin = o.today;
  const lastDelivery = addDays(o.delivery_date > o.today ? o.delivery_date : o.today, search + longest);
  const load = new Load(origin, dayDiff(origin, lastDelivery) + 1, o.areas);
  for (const r of o.held) load.add(r);
  const byKind = new Map<AreaKind, ScheduleArea[]>();
  for (const a of o.areas) byKind.set(a.kind, [...(byKind.get(a.kind) ?? []), a]);
  const ctx: Ctx = { areas: o.areas, byKind, load };
  const asked = planAt(ctx, o.lines, o.delivery_date, o.today);
  if ('batches' in asked) return { ok: true, delivery_date: o.delivery_date, batches: asked.batches };
  if (asked.reason === 'no_yield') return { ok: false, delivery_date: o.delivery_date, reason: 'no_yield', shortages: [], earliest: null };
  // A phase needing more dishes than every area of its kind holds fits on no date: no search.
  const room = (kind: AreaKind) => o.areas.filter((a) => a.kind === kind).reduce((s, a) => s + a.capacity, 0);
  const never = o.lines.some((l) => {
    const need = dishesFor(l.spec, l.qty_kg, l.loss_rate);
    return need !== null && l.spec.phases.some((s) => isGrowingPhase(s.phase_id) && s.days > 0 && need.byPhase.get(s.phase_id)! > room(s.area_kind));
  });
  if (never) return { ok: false, delivery_date: o.delivery_date, reason: asked.reason, shortages: asked.shortages, earliest: null };
  // Earliest: from the first day every line can still be sown, one day at a time.
  let d = addDays(o.delivery_date, 1);
  const firstPossible = addDays(o.today, longest);
  if (d < firstPossible) d = firstPossible;
  for (; d <= addDays(o.delivery_date > firstPossible ? o.delivery_date : firstPossible, search); d = addDays(d, 1)) {
    const p = planAt(ctx, o.lines, d, o.today);
    if ('batches' in p) return { ok: false, delivery_date: o.delivery_date, reason: asked.reason, shortages: asked.shortages, earliest: { delivery_date: d, batches: p.batches } };
  }
  return { ok: false, delivery_date: o.delivery_date, reason: asked.reason, shortages: asked.shortages, earliest: null };
}

/**
 * What a batch in process still holds: its dishes in their areas until its phase's planned days are over
 * (at least through today when late), then its later growing phases by kind, as the template plans them.
 */
export function reservationsOfBatch(
  spec: SpecRules,
  places: readonly { phase: GrowingPhase; area_id: number; kind: AreaKind; dishes: number; since: string }[],
  today: string,
): Reservation[] {
  const out: Reservation[] = [];
  const steps = spec.phases;
  for (const p of places) {
    if (p.dishes <= 0) continue;
    const at = steps.findIndex((s) => s.phase_id === p.phase);
    if (at < 0) continue;
    const planned = addDays(p.since, steps[at]!.days);
    const leave = planned > today ? planned : addDays(today, 1);
    out.push({ area_id: p.area_id, kind: p.kind, start: today, days: dayDiff(today, leave), dishes: p.dishes });
    let day = leave;
    const plants = p.dishes * plantsPerDish(spec, dishTypeOf(p.phase));
    for (const s of steps.slice(at + 1)) {
      if (isGrowingPhase(s.phase_id) && s.days > 0)
        out.push({ area_id: null, kind: s.area_kind, start: day, days: s.days, dishes: Math.ceil(plants / plantsPerDish(spec, dishTypeOf(s.phase_id))) });
      day = addDays(day, s.days);
    }
  }
  return out;
}

/** What a planned batch holds: its places as planned. */
export const reservationsOfPlan = (places: readonly PlannedPlace[], kindOf: (area_id: number) => AreaKind | undefined): Reservation[] =>
  places.flatMap((p) => {
    const kind = kindOf(p.area_id);
    return kind ? [{ area_id: p.area_id, kind, start: p.start, days: p.days, dishes: p.dishes }] : [];
  });
