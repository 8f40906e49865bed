/**
 * How much a pick may plausibly weigh. A mistyped weight (999 999 kg from one dish) would flow into temporary
 * storage, finished stock and the public screens, so a pick is measured against what its dishes should give:
 * the dishes picked (or, for loose plants, the dishes they fill) × the spec version's expected yield per dish.
 * Above HARVEST_PLAUSIBLE_FACTOR times that it is refused naming the limit; above HARVEST_CONFIRM_FACTOR times
 * it needs the user's explicit confirmation (a record crop happens, a typo is likelier).
 */
import { fmtQty } from './plant-day.js';

export const HARVEST_PLAUSIBLE_FACTOR = 3;
export const HARVEST_CONFIRM_FACTOR = 1.5;

export type HarvestPlausibility = {
  kg: number;
  dishes: number;
  plants: number;
  /** Plants a growing dish holds at the spec's density. */
  plantsPerDish: number;
  /** The spec version's expected yield per dish (0: not set, nothing to measure against). */
  yieldKgPerDish: number;
  confirmed: boolean;
};

export type PlausibilityVerdict = { ok: true } | { ok: false; needsConfirm: boolean; msg: string };

/** The weight the pick should give: its dishes (or the dishes its plants fill, whichever is more) × yield per dish. */
export function expectedPickKg(p: Pick<HarvestPlausibility, 'dishes' | 'plants' | 'plantsPerDish' | 'yieldKgPerDish'>): number {
  const dishes = Math.max(p.dishes, p.plantsPerDish > 0 ? p.plants / p.plantsPerDish : 0);
  return Math.round(dishes * p.yieldKgPerDish * 1000) / 1000;
}

/** Refuses an implausible pick weight naming the limit; asks for a confirmation between the two factors. */
export function checkHarvestPlausible(p: HarvestPlausibility): PlausibilityVerdict {
  const expected = expectedPickKg(p);
  if (!(expected > 0)) return { ok: true };
  const what = p.dishes > 0 ? `${p.dishes} 盘` : `${p.plants} 株`;
  const basis = `本次采收 ${what}，按品种规格单盘产量 ${fmtQty(p.yieldKgPerDish)} kg 约 ${fmtQty(expected)} kg`;
  const limit = Math.round(expected * HARVEST_PLAUSIBLE_FACTOR * 1000) / 1000;
  if (p.kg > limit)
    return { ok: false, needsConfirm: false, msg: `采收重量 ${fmtQty(p.kg)} kg 不合理：${basis}，最多 ${fmtQty(limit)} kg（${HARVEST_PLAUSIBLE_FACTOR} 倍），请核对重量` };
  if (p.kg > Math.round(expected * HARVEST_CONFIRM_FACTOR * 1000) / 1000 && !p.confirmed)
    return {
      ok: false,
      needsConfirm: true,
      msg: `采收重量 ${fmtQty(p.kg)} kg 超过预期的 ${HARVEST_CONFIRM_FACTOR} 倍（${basis}），请核对后确认提交`,
    };
  return { ok: true };
}
