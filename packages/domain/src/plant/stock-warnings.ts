/**
 * Stock warnings for the overview and the dashboard: an item whose usable stock fell below its warning
 * level, lots expiring within N days, and lots already expired with stock left.
 */
import { isUsable, type LotStock, type MaterialName } from './lot-allocation.js';
import { addDays, dayDiff, fmtQty, fromMilli, toMilli } from './plant-day.js';

export const EXPIRY_WARN_DAYS_DEFAULT = 30;

export type ItemStock = MaterialName & { item_id: number; name: string; low_stock_qty: number; lots: readonly LotStock[] };
export type StockWarningKind = 'expired' | 'expiring' | 'low_stock';
export type StockWarning = {
  kind: StockWarningKind;
  item_id: number;
  item_name: string;
  unit: string;
  /** Usable stock of the item (low_stock) or what is left in the lot (expiring, expired). */
  qty: number;
  lot_id: number | null;
  lot_no: string | null;
  expires_on: string | null;
  msg: string;
};

/** Warnings of every item, expired first, then by expiry date, then low stock. */
export function stockWarnings(items: readonly ItemStock[], today: string, withinDays = EXPIRY_WARN_DAYS_DEFAULT): StockWarning[] {
  const horizon = addDays(today, withinDays);
  const out: StockWarning[] = [];
  for (const it of items) {
    const base = { item_id: it.item_id, item_name: it.name, unit: it.unit };
    for (const l of it.lots) {
      if (toMilli(l.qty) <= 0 || l.expires_on === null || l.expires_on > horizon) continue;
      const lot = { lot_id: l.lot_id, lot_no: l.lot_no, expires_on: l.expires_on, qty: l.qty };
      const left = `剩 ${fmtQty(l.qty)} ${it.unit}`;
      if (l.expires_on < today) out.push({ ...base, ...lot, kind: 'expired', msg: `${it.label}批号 ${l.lot_no} 已于 ${l.expires_on} 过期，${left}` });
      else out.push({ ...base, ...lot, kind: 'expiring', msg: `${it.label}批号 ${l.lot_no} 将于 ${l.expires_on} 过期（还有 ${dayDiff(today, l.expires_on)} 天），${left}` });
    }
    const usable = fromMilli(it.lots.filter((l) => isUsable(l, today)).reduce((a, l) => a + toMilli(l.qty), 0));
    if (it.low_stock_qty > 0 && usable < it.low_stock_qty)
      out.push({ ...base, kind: 'low_stock', qty: usable, lot_id: null, lot_no: null, expires_on: null, msg: `${it.label}库存 ${fmtQty(usable)} ${it.unit}，低于预警值 ${fmtQty(it.low_stock_qty)} ${it.unit}` });
  }
  const rank: Record<StockWarningKind, number> = { expired: 0, expiring: 1, low_stock: 2 };
  return out.sort((a, b) => rank[a.kind] - rank[b.kind] || (a.expires_on ?? '').localeCompare(b.expires_on ?? '') || a.item_id - b.item_id);
}
