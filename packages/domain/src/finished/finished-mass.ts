/**
 * Finished goods mass rules (docs/production.md, 成品与出货). Weights are kept in grams (integers) so sums
 * never drift: a harvest's kg either waits in temporary storage, was entered into a finished lot, or was lost
 * on entry; a lot holds what was entered minus what was shipped and adjusted, never below zero.
 */

export const toG = (kg: number) => Math.round(kg * 1000);
export const toKg = (g: number) => g / 1000;
const kgText = (g: number) => `${toKg(g)} kg`;

/** kg still in temporary storage: harvested − entered − lost (grams). */
export const tmpStoreG = (harvestedG: number, enteredG: number, lostG: number) => harvestedG - enteredG - lostG;

/** kg left in a finished lot: entered − shipped − adjusted (grams). */
export const lotLeftG = (enteredG: number, shippedG: number, adjustedG: number) => enteredG - shippedG - adjustedG;

export type EntryDraft = { batchNo: string; grade: string; availableG: number; enterG: number; lossG: number };

/** An entry takes kg out of temporary storage; it may not take more than is there. */
export function checkEntry(d: EntryDraft): string | null {
  if (d.enterG < 0 || d.lossG < 0) return '入库重量和损耗不能为负数';
  if (d.enterG + d.lossG <= 0) return '请填写入库重量或损耗重量';
  if (d.enterG + d.lossG > d.availableG)
    return `批次 ${d.batchNo}（${d.grade}）暂存只有 ${kgText(d.availableG)}，不能入库 ${kgText(d.enterG)}${d.lossG ? ` 并损耗 ${kgText(d.lossG)}` : ''}`;
  return null;
}

export type ShipDraft = { lotNo: string; lotLeftG: number; lineLeftG: number; lineName: string; shipG: number };

/** One shipped lot: never more than the lot holds, never more than the order line still wants. */
export function checkShipLine(d: ShipDraft): string | null {
  if (d.shipG <= 0) return `成品批号 ${d.lotNo} 的出货重量必须大于 0`;
  if (d.shipG > d.lotLeftG) return `成品批号 ${d.lotNo} 库存只有 ${kgText(d.lotLeftG)}，不能出货 ${kgText(d.shipG)}`;
  if (d.shipG > d.lineLeftG) return `订单行「${d.lineName}」还需发货 ${kgText(d.lineLeftG)}，不能出货 ${kgText(d.shipG)}`;
  return null;
}

export type LotForPick = { lot_id: number; lot_no: string; left_g: number; expires_on: string; entered_on: string };

/**
 * Lots proposed for a shipment of `wantG`: first-expiring first (then oldest entry, then id), expired lots left out.
 * Answers the picks and what is still missing when stock is short.
 */
export function pickLotsFefo(lots: LotForPick[], wantG: number, today: string): { picks: { lot_id: number; lot_no: string; g: number }[]; shortG: number } {
  const usable = lots
    .filter((l) => l.left_g > 0 && l.expires_on >= today)
    .sort((a, b) => a.expires_on.localeCompare(b.expires_on) || a.entered_on.localeCompare(b.entered_on) || a.lot_id - b.lot_id);
  const picks: { lot_id: number; lot_no: string; g: number }[] = [];
  let left = Math.max(0, wantG);
  for (const l of usable) {
    if (left <= 0) break;
    const g = Math.min(l.left_g, left);
    picks.push({ lot_id: l.lot_id, lot_no: l.lot_no, g });
    left -= g;
  }
  return { picks, shortG: left };
}

/** Days of shelf life left on `today` (negative once expired). */
export function shelfDaysLeft(expiresOn: string, today: string): number {
  return Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** Lots with this many days or fewer left are marked 临期. */
export const EXPIRING_DAYS = 2;

export type LotState = 'ok' | 'expiring' | 'expired' | 'empty';
export function lotState(leftG: number, expiresOn: string, today: string): LotState {
  if (leftG <= 0) return 'empty';
  const d = shelfDaysLeft(expiresOn, today);
  return d < 0 ? 'expired' : d <= EXPIRING_DAYS ? 'expiring' : 'ok';
}
export const LOT_STATE_LABELS: Readonly<Record<LotState, string>> = { ok: '正常', expiring: '临期', expired: '已过期', empty: '已出完' };
