/**
 * Material lots (批号) and what may be taken from them. Issues (sowing takes seed, protection takes
 * pesticide) go first-expiring first: lots ordered by expiry date (lots without one last), then by the day
 * they were received; expired lots are never issued. A lot never goes negative: a movement that would take
 * more than is left is refused naming what is left. Quantities are counted in thousandths of the unit.
 */
import { fmtQty, fromMilli, toMilli } from './plant-day.js';

export type LotStock = { lot_id: number; lot_no: string; qty: number; expires_on: string | null; received_on: string };
export type LotTake = { lot_id: number; lot_no: string; qty: number };
export type Allocated = { ok: true; take: LotTake[] } | { ok: false; msg: string };
/** How messages name the material: 种子 意大利生菜, unit 粒. */
export type MaterialName = { label: string; unit: string };

/** First-expiring first; lots without an expiry date after those with one; then oldest received; then by id. */
export function fifoOrder<T extends LotStock>(lots: readonly T[]): T[] {
  return [...lots].sort(
    (a, b) =>
      cmpNullLast(a.expires_on, b.expires_on) || (a.received_on < b.received_on ? -1 : a.received_on > b.received_on ? 1 : 0) || a.lot_id - b.lot_id,
  );
}
const cmpNullLast = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);

/** A lot is usable on `date` while it has stock and has not expired (its expiry day itself still counts). */
export const isUsable = (l: LotStock, date: string) => toMilli(l.qty) > 0 && (l.expires_on === null || l.expires_on >= date);

/** Which lots an issue of `need` on `date` takes, first-expiring first; or the refusal naming what is left. */
export function allocateIssue(lots: readonly LotStock[], need: number, date: string, what: MaterialName): Allocated {
  const want = toMilli(need);
  if (!(want > 0)) return { ok: false, msg: `${what.label}领用数量须大于 0` };
  const usable = fifoOrder(lots.filter((l) => isUsable(l, date)));
  const have = usable.reduce((a, l) => a + toMilli(l.qty), 0);
  if (have < want) {
    const expired = lots.filter((l) => !isUsable(l, date)).reduce((a, l) => a + Math.max(0, toMilli(l.qty)), 0);
    const note = expired > 0 ? `（另有 ${fmtQty(fromMilli(expired))} ${what.unit}已过期，不能使用）` : '';
    return { ok: false, msg: `${what.label}库存不足：需要 ${fmtQty(need)} ${what.unit}，只剩 ${fmtQty(fromMilli(have))} ${what.unit}${note}` };
  }
  const take: LotTake[] = [];
  let left = want;
  for (const l of usable) {
    if (left === 0) break;
    const q = Math.min(left, toMilli(l.qty));
    take.push({ lot_id: l.lot_id, lot_no: l.lot_no, qty: fromMilli(q) });
    left -= q;
  }
  return { ok: true, take };
}

/** The lot's quantity after a movement of `delta` (negative takes), or the refusal naming what is left. */
export function applyStockDelta(lot: { lot_no: string; qty: number }, delta: number, what: MaterialName): { ok: true; qty: number } | { ok: false; msg: string } {
  const after = toMilli(lot.qty) + toMilli(delta);
  if (after < 0) return { ok: false, msg: `${what.label}批号 ${lot.lot_no} 只剩 ${fmtQty(lot.qty)} ${what.unit}，不能减少 ${fmtQty(-delta)} ${what.unit}` };
  return { ok: true, qty: fromMilli(after) };
}
