/**
 * A batch's current state is the fold of its event log: services derive what is where from the events (and
 * keep a projection of it for lists), the demo generator builds its year with the same function, and the
 * two can never disagree. `applyEvent` refuses an event that would break the machine or the counts, with a
 * Chinese message naming the limit; what depends on the world outside the batch (today, area kinds, area
 * capacity, the safety interval) is checked by `checkEventPolicy` (batch-policy.ts) and area-capacity.ts.
 */
import type { PlantPhase } from '../labels/enum-labels.js';
import { checkStep, dishTypeOf, firstPhase, nextProducePhase, phaseName, plantsPerDish, type SpecRules } from './phase-machine.js';
import { fmtQty, toMilli } from './plant-day.js';
import { BATCH_EVENT_KIND_LABELS, GROWING_PHASES, PRODUCE_PHASES, type DishType, type GrowingPhase, type ProducePhase } from './plant-vocab.js';

/** Where dishes stand: a growing phase in an area. */
export type Place = { phase: GrowingPhase; area_id: number };

export type SowEvent = { kind: 'sow'; date: string; to: Place; dishes: number; plants: number };
export type MoveEvent = { kind: 'move'; date: string; from: Place; to: Place; dishes: number; plants: number };
/** `dishes` seedling dishes with `plants` plants become `dishes_to` growing dishes; the plants are kept. */
export type TransplantEvent = { kind: 'transplant'; date: string; from: Place; to: Place; dishes: number; plants: number; dishes_to: number };
/** Dishes and/or plants lost in a place (plants alone: some died on dishes that stay). */
export type LossEvent = { kind: 'loss'; date: string; from: Place; dishes: number; plants: number };
/** Plants harvested from the last growing phase, partial or whole; kg is the total over grades. */
export type PickEvent = { kind: 'pick'; date: string; from: Place; dishes: number; plants: number; kg: number };
/** Harvested kg handed on along the produce phases (pick → tmp_storage → storage). */
export type StoreEvent = { kind: 'store'; date: string; from_phase: ProducePhase; to_phase: ProducePhase; kg: number };
/** A crop protection treated the batch; harvest waits until `safe_from`. */
export type ProtectEvent = { kind: 'protect'; date: string; pesticide: string; safe_from: string };
export type BatchEvent = SowEvent | MoveEvent | TransplantEvent | LossEvent | PickEvent | StoreEvent | ProtectEvent;

export type PlaceState = Place & { dishes: number; plants: number };
/** A time some of the batch stood in a place: from the day dishes arrived until the day the last left (null: still there). */
export type Stay = Place & { from: string; to: string | null };
export type DishLedger = { sown: number; transplanted_in: number; transplanted_out: number; lost: number; harvested: number };
export type ProtectionMark = { date: string; pesticide: string; safe_from: string };

export type BatchState = {
  sow_date: string | null;
  last_date: string | null;
  /** Non-empty places, in phase order then area id. */
  places: PlaceState[];
  plants: { sown: number; lost: number; harvested: number };
  dishes: Record<DishType, DishLedger>;
  /** Harvested weight in grams (kg × 1000), and where it is now. */
  harvested_g: number;
  produce_g: Record<ProducePhase, number>;
  /** First day the batch entered each phase, and the day it last left it (absent while still in it). */
  phase_since: Partial<Record<PlantPhase, string>>;
  phase_until: Partial<Record<PlantPhase, string>>;
  stays: Stay[];
  protections: ProtectionMark[];
  /** The day the last plant left process (lost or harvested). */
  closed_on: string | null;
  event_ct: number;
  /** Sow events so far: more sowing is allowed only while every event is a sowing. */
  sow_ct: number;
};

/** How messages name the batch and its areas. */
export type Names = { batchNo: string; areaName: (areaId: number) => string };
export type Applied = { ok: true; state: BatchState } | { ok: false; msg: string };

const ledger = (): DishLedger => ({ sown: 0, transplanted_in: 0, transplanted_out: 0, lost: 0, harvested: 0 });
export const emptyBatchState = (): BatchState => ({
  sow_date: null,
  last_date: null,
  places: [],
  plants: { sown: 0, lost: 0, harvested: 0 },
  dishes: { seedling: ledger(), growing: ledger() },
  harvested_g: 0,
  produce_g: { pick: 0, tmp_storage: 0, storage: 0 },
  phase_since: {},
  phase_until: {},
  stays: [],
  protections: [],
  closed_on: null,
  event_ct: 0,
  sow_ct: 0,
});

const samePlace = (a: Place, b: Place) => a.phase === b.phase && a.area_id === b.area_id;
export const findPlace = (s: BatchState, p: Place): PlaceState => s.places.find((x) => samePlace(x, p)) ?? { ...p, dishes: 0, plants: 0 };
export const inProcess = (s: BatchState) => s.places.reduce((a, p) => ({ dishes: a.dishes + p.dishes, plants: a.plants + p.plants }), { dishes: 0, plants: 0 });
export const batchStatusOf = (s: BatchState): 'active' | 'closed' => (s.closed_on === null ? 'active' : 'closed');
/** The most advanced phase holding dishes, else the most advanced produce phase holding kg; null before sowing or when all is gone. */
export function currentPhase(s: BatchState): PlantPhase | null {
  const growing = [...GROWING_PHASES].reverse().find((ph) => s.places.some((p) => p.phase === ph && p.dishes > 0));
  return growing ?? [...PRODUCE_PHASES].reverse().find((ph) => s.produce_g[ph] > 0) ?? null;
}

const isCount = (n: number) => Number.isInteger(n) && n >= 0;
const where = (names: Names, p: Place) => `${names.areaName(p.area_id)}（${phaseName(p.phase)}阶段）`;

/** Checks taking `dishes` and `plants` out of a place leaves it consistent; null when fine. */
function checkTake(spec: SpecRules, s: BatchState, from: Place, dishes: number, plants: number, verb: string, names: Names): string | null {
  const have = findPlace(s, from);
  const b = `批次 ${names.batchNo} 在 ${where(names, from)}`;
  if (dishes > have.dishes) return `${b}只有 ${have.dishes} 盘，不能${verb} ${dishes} 盘`;
  if (plants > have.plants) return `${b}只有 ${have.plants} 株，不能${verb} ${plants} 株`;
  const leftDishes = have.dishes - dishes;
  const leftPlants = have.plants - plants;
  if (leftDishes === 0 && leftPlants > 0) return `${b}的 ${have.dishes} 盘全部${verb}时，盘上的 ${have.plants} 株也须全部${verb}`;
  const cap = leftDishes * plantsPerDish(spec, dishTypeOf(from.phase));
  if (leftPlants > cap) return `${b}剩下的 ${leftDishes} 盘最多放 ${cap} 株，${verb} ${plants} 株后还剩 ${leftPlants} 株，请多${verb}一些株数`;
  return null;
}

/** Folds one event into the state, or refuses it naming the limit. Never mutates `state`. */
export function applyEvent(spec: SpecRules, state: BatchState, ev: BatchEvent, names: Names): Applied {
  const fail = (msg: string): Applied => ({ ok: false, msg });
  const b = `批次 ${names.batchNo}`;
  const label = BATCH_EVENT_KIND_LABELS[ev.kind];
  if (state.event_ct === 0 && ev.kind !== 'sow') return fail(`${b} 还没有播种，不能${label}`);
  if (state.sow_date !== null && ev.date < state.sow_date) return fail(`日期 ${ev.date} 早于${b} 的播种日期 ${state.sow_date}`);
  if (state.last_date !== null && ev.date < state.last_date) return fail(`日期 ${ev.date} 早于${b} 最近一次记录的日期 ${state.last_date}，请按时间顺序记录`);
  if (ev.kind === 'sow' && state.event_ct > 0 && (state.sow_date !== ev.date || state.event_ct !== state.sow_ct))
    return fail(`${b} 已经播种，补播只能在播种当天（${state.sow_date}）、其他操作之前记录`);
  if (state.closed_on !== null && ev.kind !== 'store') return fail(`${b} 已于 ${state.closed_on} 结束（全部采收或损耗），不能再${label}`);

  const s = cloneState(state);
  const growingBefore = dishesByPhase(s);
  const placesBefore = new Map(s.places.map((p) => [key(p), p.dishes]));
  const add = (p: Place, dishes: number, plants: number) => {
    const cur = s.places.find((x) => samePlace(x, p));
    if (cur) {
      cur.dishes += dishes;
      cur.plants += plants;
    } else s.places.push({ phase: p.phase, area_id: p.area_id, dishes, plants });
  };

  switch (ev.kind) {
    case 'sow': {
      if (ev.to.phase !== firstPhase(spec)) return fail(`播种须进入「${phaseName(firstPhase(spec))}」阶段`);
      if (!isCount(ev.dishes) || ev.dishes < 1) return fail('播种盘数须为正整数');
      const cap = ev.dishes * plantsPerDish(spec, dishTypeOf(ev.to.phase));
      if (!isCount(ev.plants) || ev.plants < 1 || ev.plants > cap) return fail(`${ev.dishes} 盘播种株数须在 1–${cap} 之间`);
      add(ev.to, ev.dishes, ev.plants);
      s.sow_date = ev.date;
      s.sow_ct += 1;
      s.plants.sown += ev.plants;
      s.dishes[dishTypeOf(ev.to.phase)].sown += ev.dishes;
      break;
    }
    case 'move':
    case 'transplant': {
      const step = checkStep(spec, ev.kind, ev.from.phase, ev.to.phase);
      if (step) return fail(step);
      if (samePlace(ev.from, ev.to)) return fail(`起止位置相同（${where(names, ev.from)}），不需要移动`);
      if (!isCount(ev.dishes) || ev.dishes < 1) return fail(`${label}盘数须为正整数`);
      if (!isCount(ev.plants)) return fail(`${label}株数须为非负整数`);
      const taken = checkTake(spec, s, ev.from, ev.dishes, ev.plants, label, names);
      if (taken) return fail(taken);
      const toType = dishTypeOf(ev.to.phase);
      const dishesTo = ev.kind === 'transplant' ? ev.dishes_to : ev.dishes;
      const ppd = plantsPerDish(spec, toType);
      if (ev.kind === 'transplant') {
        if (ev.plants < 1) return fail('移栽的盘上没有苗，不能移栽');
        const need = Math.ceil(ev.plants / ppd);
        if (!isCount(dishesTo) || dishesTo < need) return fail(`${ev.plants} 株苗至少要 ${need} 个${toType === 'growing' ? '栽培盘' : '育苗盘'}（每盘 ${ppd} 株）`);
        if (dishesTo > ev.plants) return fail(`移栽后的盘数 ${dishesTo} 不能多于株数 ${ev.plants}`);
        s.dishes[dishTypeOf(ev.from.phase)].transplanted_out += ev.dishes;
        s.dishes[toType].transplanted_in += dishesTo;
      } else if (ev.plants > dishesTo * ppd) return fail(`${dishesTo} 盘最多放 ${dishesTo * ppd} 株，不能${label} ${ev.plants} 株`);
      add(ev.from, -ev.dishes, -ev.plants);
      add(ev.to, dishesTo, ev.plants);
      break;
    }
    case 'loss': {
      if (!isCount(ev.dishes) || !isCount(ev.plants) || ev.dishes + ev.plants === 0) return fail('损耗须填写盘数或株数（非负整数，不能都为 0）');
      const taken = checkTake(spec, s, ev.from, ev.dishes, ev.plants, '报损', names);
      if (taken) return fail(taken);
      add(ev.from, -ev.dishes, -ev.plants);
      s.plants.lost += ev.plants;
      s.dishes[dishTypeOf(ev.from.phase)].lost += ev.dishes;
      break;
    }
    case 'pick': {
      const step = checkStep(spec, 'pick', ev.from.phase, 'pick');
      if (step) return fail(step);
      if (!isCount(ev.dishes) || !isCount(ev.plants) || ev.plants < 1) return fail('采收株数须为正整数');
      if (!(ev.kg >= 0) || !Number.isFinite(ev.kg)) return fail('采收重量须为非负数');
      const taken = checkTake(spec, s, ev.from, ev.dishes, ev.plants, '采收', names);
      if (taken) return fail(taken);
      add(ev.from, -ev.dishes, -ev.plants);
      s.plants.harvested += ev.plants;
      s.dishes[dishTypeOf(ev.from.phase)].harvested += ev.dishes;
      s.harvested_g += toMilli(ev.kg);
      s.produce_g.pick += toMilli(ev.kg);
      break;
    }
    case 'store': {
      const next = nextProducePhase(spec, ev.from_phase);
      if (next === null || next !== ev.to_phase)
        return fail(next === null ? `「${phaseName(ev.from_phase)}」之后没有下一个阶段` : `「${phaseName(ev.from_phase)}」之后只能转到「${phaseName(next)}」`);
      const g = toMilli(ev.kg);
      if (!(g > 0)) return fail('转存重量须大于 0');
      if (g > s.produce_g[ev.from_phase]) return fail(`${b} 在「${phaseName(ev.from_phase)}」只有 ${fmtQty(s.produce_g[ev.from_phase] / 1000)} kg，不能转存 ${fmtQty(ev.kg)} kg`);
      s.produce_g[ev.from_phase] -= g;
      s.produce_g[ev.to_phase] += g;
      break;
    }
    case 'protect':
      s.protections.push({ date: ev.date, pesticide: ev.pesticide, safe_from: ev.safe_from });
      break;
  }

  s.places = s.places.filter((p) => p.dishes > 0 || p.plants > 0).sort((x, y) => GROWING_PHASES.indexOf(x.phase) - GROWING_PHASES.indexOf(y.phase) || x.area_id - y.area_id);
  trackStays(s, placesBefore, ev.date);
  trackPhases(s, growingBefore, ev.date);
  s.last_date = ev.date;
  s.event_ct += 1;
  if (ev.kind !== 'sow' && ev.kind !== 'store' && s.closed_on === null && s.places.length === 0) s.closed_on = ev.date;
  return { ok: true, state: s };
}

/** Folds a whole log; the first refused event stops it (a stored log that does not replay is a bug, `at` says where). */
export function replayBatch(spec: SpecRules, events: readonly BatchEvent[], names: Names): Applied & { at?: number } {
  let state = emptyBatchState();
  for (const [i, ev] of events.entries()) {
    const r = applyEvent(spec, state, ev, names);
    if (!r.ok) return { ...r, at: i };
    state = r.state;
  }
  return { ok: true, state };
}

/** A deep copy of what applyEvent changes (faster than structuredClone; replay runs once per event). */
const cloneState = (s: BatchState): BatchState => ({
  ...s,
  places: s.places.map((p) => ({ ...p })),
  plants: { ...s.plants },
  dishes: { seedling: { ...s.dishes.seedling }, growing: { ...s.dishes.growing } },
  produce_g: { ...s.produce_g },
  phase_since: { ...s.phase_since },
  phase_until: { ...s.phase_until },
  stays: s.stays.map((st) => ({ ...st })),
  protections: s.protections.map((p) => ({ ...p })),
});

const key = (p: Place) => `${p.phase}@${p.area_id}`;

function dishesByPhase(s: BatchState) {
  const m = new Map<PlantPhase, number>();
  for (const p of s.places) m.set(p.phase, (m.get(p.phase) ?? 0) + p.dishes + p.plants);
  for (const ph of PRODUCE_PHASES) m.set(ph, s.produce_g[ph]);
  return m;
}

/** A phase is entered the day something arrives and left the day the last of it goes. */
function trackPhases(s: BatchState, before: Map<PlantPhase, number>, date: string) {
  const after = dishesByPhase(s);
  for (const ph of [...GROWING_PHASES, ...PRODUCE_PHASES]) {
    const was = before.get(ph) ?? 0;
    const now = after.get(ph) ?? 0;
    if (was === 0 && now > 0) {
      s.phase_since[ph] ??= date;
      delete s.phase_until[ph];
    } else if (was > 0 && now === 0) s.phase_until[ph] = date;
  }
}

function trackStays(s: BatchState, before: Map<string, number>, date: string) {
  const now = new Map(s.places.map((p) => [key(p), p]));
  for (const st of s.stays) if (st.to === null && !(now.get(key(st))?.dishes ?? 0)) st.to = date;
  for (const p of s.places) if (p.dishes > 0 && !(before.get(key(p)) ?? 0)) s.stays.push({ phase: p.phase, area_id: p.area_id, from: date, to: null });
}
