/**
 * What a safety interval holds back (安全间隔期): the harvests it blocks and the orders whose delivery falls
 * inside it. The to-do lists show a blocked pick as blocked (reason and the day it becomes possible), and a
 * protection that would hold back due harvests or orders is saved only once the user has seen them.
 */
import { stepOf, type SpecRules } from '../plant/phase-machine.js';
import { addDays } from '../plant/plant-day.js';
import type { PlantPhase } from '../labels/enum-labels.js';

/** A to-do step that cannot be done yet: why, and the first day it can. */
export type StepBlock = { reason: string; until: string };

/** The pick of a batch while its safety interval runs on `day`; null when it may be picked. */
export function pickBlock(safeFrom: string | null, day: string): StepBlock | null {
  if (safeFrom === null || safeFrom <= day) return null;
  return { reason: `安全间隔期至 ${addDays(safeFrom, -1)}，${safeFrom} 起可采收`, until: safeFrom };
}

/**
 * The day dishes standing in `phase` since `since` are planned to be picked: the rest of their phase and the
 * phases after it, up to 采收. Null when the template has no pick after it.
 */
export function plannedPickFrom(spec: SpecRules, phase: PlantPhase, since: string): string | null {
  const at = spec.phases.findIndex((s) => s.phase_id === phase);
  if (at < 0 || !stepOf(spec, phase)) return null;
  let day = since;
  for (const s of spec.phases.slice(at)) {
    if (s.phase_id === 'pick') return day;
    day = addDays(day, s.days);
  }
  return null;
}

export type HeldHarvest = { batch_id: number; batch_no: string; pick_from: string };
export type HeldOrder = { order_id: number; order_no: string; cust_name: string; delivery_date: string };

/** Harvests due before `safeFrom` (the earliest planned pick of each batch) and orders delivered inside [date, safeFrom). */
export function heldByInterval(
  date: string,
  safeFrom: string,
  batches: readonly HeldHarvest[],
  orders: readonly HeldOrder[],
): { harvests: HeldHarvest[]; orders: HeldOrder[] } {
  return {
    harvests: batches.filter((b) => b.pick_from < safeFrom),
    orders: orders.filter((o) => o.delivery_date >= date && o.delivery_date < safeFrom),
  };
}

/** What a protection would hold back until `safeFrom`, in one sentence; null when nothing. */
export function heldSummary(safeFrom: string, held: { harvests: HeldHarvest[]; orders: HeldOrder[] }): string | null {
  const parts: string[] = [];
  if (held.harvests.length > 0) parts.push(`批次 ${held.harvests.map((b) => `${b.batch_no}（${b.pick_from} 起到采收期）`).join('、')}在 ${safeFrom} 前不能采收`);
  if (held.orders.length > 0) parts.push(`订单 ${held.orders.map((o) => `${o.order_no}（${o.cust_name}，${o.delivery_date} 交货）`).join('、')}在安全间隔期内交货`);
  return parts.length > 0 ? parts.join('；') : null;
}

/** The refusal of a protection saved without confirming what it holds back; null when it holds back nothing. */
export function heldMessage(safeFrom: string, held: { harvests: HeldHarvest[]; orders: HeldOrder[] }): string | null {
  const what = heldSummary(safeFrom, held);
  return what === null ? null : `这次植保的安全间隔期至 ${addDays(safeFrom, -1)}：${what}。确认仍要施药请在确认后再保存`;
}
