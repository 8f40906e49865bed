/**
 * Conservation of a batch, the promise that its counts never drift:
 *   plants sown = plants in process + plants lost + plants harvested;
 *   for each dish type, dishes sown + transplanted in = in process + lost + harvested + transplanted out;
 *   harvested kg = kg at pick + in temporary storage + stored;
 * and in every place: no plants without dishes, no more plants than the dishes hold at the spec's density.
 * `applyEvent` keeps these by construction; `conservationProblems` checks them (tests, the demo generator,
 * and a service that wants to verify a stored projection).
 */
import { dishTypeOf, plantsPerDish, type SpecRules } from './phase-machine.js';
import { inProcess, type BatchState, type PlaceState } from './batch-replay.js';
import { DISH_TYPES, PRODUCE_PHASES } from './plant-vocab.js';

/** Every broken rule, in words; empty when the batch balances. */
export function conservationProblems(spec: SpecRules, s: BatchState): string[] {
  const out: string[] = [];
  const now = inProcess(s);
  if (s.plants.sown !== now.plants + s.plants.lost + s.plants.harvested)
    out.push(`株数不守恒：播种 ${s.plants.sown} ≠ 在产 ${now.plants} + 损耗 ${s.plants.lost} + 采收 ${s.plants.harvested}`);
  for (const t of DISH_TYPES) {
    const l = s.dishes[t];
    const here = s.places.filter((p) => dishTypeOf(p.phase) === t).reduce((a, p) => a + p.dishes, 0);
    if (l.sown + l.transplanted_in !== here + l.lost + l.harvested + l.transplanted_out) out.push(`${t} 盘数不守恒`);
  }
  if (s.harvested_g !== PRODUCE_PHASES.reduce((a, ph) => a + s.produce_g[ph], 0)) out.push('采收重量不守恒');
  for (const p of s.places) {
    const cap = p.dishes * plantsPerDish(spec, dishTypeOf(p.phase));
    if (p.dishes < 0 || p.plants < 0 || (p.dishes === 0 && p.plants > 0) || p.plants > cap) out.push(`${p.phase}@${p.area_id}：${p.dishes} 盘 ${p.plants} 株不合理`);
  }
  return out;
}

/**
 * The plants that go with `dishes` of a place when the user gives no count: all of them with all dishes,
 * otherwise the proportional share, nudged so that both parts respect the dish density.
 */
export function plantsOnDishes(spec: SpecRules, place: PlaceState, dishes: number): number {
  if (dishes >= place.dishes) return place.plants;
  if (dishes <= 0) return 0;
  const ppd = plantsPerDish(spec, dishTypeOf(place.phase));
  const lo = Math.max(0, place.plants - (place.dishes - dishes) * ppd);
  const hi = Math.min(place.plants, dishes * ppd);
  return Math.min(hi, Math.max(lo, Math.round((place.plants * dishes) / place.dishes)));
}

/** Growing dishes a transplant fills: as few as hold the plants at the spec's density. */
export const dishesForPlants = (plants: number, perDish: number) => Math.ceil(plants / perDish);
