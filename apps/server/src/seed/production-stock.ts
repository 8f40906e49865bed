import {
  MATERIAL_KIND_LABELS,
  addDays,
  allocateIssue,
  applyStockDelta,
  fromMilli,
  isUsable,
  toMilli,
  type LotStock,
  type MaterialName,
  type StockMoveKind,
} from '@pfs/domain/plant';
import type { CatalogItem } from './production-items.js';
import type { Prng } from './prng.js';

/**
 * The stock side of the demo year: lots received when an item runs low, every issue allocated first-expiring first
 * by `allocateIssue` over the lots as they stand that day, and every movement's `qty_after` from `applyStockDelta`
 * — the server's rules, so no lot ever goes below zero. Lots and movements get local numbers (1, 2, …) that the
 * writer maps to the ids the database gives them.
 */

export type GenLot = {
  lot: number;
  item: string;
  supplier: string;
  lot_no: string;
  received_on: string;
  produced_on: string;
  expires_on: string;
  qty_received: number;
  /** Left today. */
  qty: number;
  price: number;
};

/** Who recorded it: receipts and stocktaking the store keeper, issues for sowing and protection the grower. */
export type Actor = 'keeper' | 'grower';

export type GenMove = {
  item: string;
  lot: number;
  kind: StockMoveKind;
  date: string;
  /** Signed: + into the lot, − out of it. */
  qty: number;
  qty_after: number;
  batch: number | null;
  prot: number | null;
  reason: string;
  by: Actor;
};

export type IssueRef = { batch?: number; prot?: number; reason: string };

export class StockBook {
  readonly lots: GenLot[] = [];
  readonly moves: GenMove[] = [];
  private readonly items: Map<string, CatalogItem>;

  constructor(
    items: readonly CatalogItem[],
    private readonly rng: Prng,
  ) {
    this.items = new Map(items.map((i) => [i.key, i]));
  }

  item(key: string): CatalogItem {
    const it = this.items.get(key);
    if (!it) throw new Error(`unknown demo item ${key}`);
    return it;
  }

  private name(it: CatalogItem): MaterialName {
    return { label: `${MATERIAL_KIND_LABELS[it.kind]} ${it.name}`, unit: it.unit };
  }

  private stock(key: string): LotStock[] {
    return this.lots
      .filter((l) => l.item === key)
      .map((l) => ({ lot_id: l.lot, lot_no: l.lot_no, qty: l.qty, expires_on: l.expires_on, received_on: l.received_on }));
  }

  /** Usable stock of an item on a day: lots with stock that have not expired. */
  usable(key: string, date: string): number {
    return fromMilli(
      this.stock(key)
        .filter((l) => isUsable(l, date))
        .reduce((a, l) => a + toMilli(l.qty), 0),
    );
  }

  /** A delivery: a new lot with its receipt movement. `expiresOn` overrides the item's shelf life. */
  receive(key: string, date: string, qty: number, expiresOn?: string): GenLot {
    const it = this.item(key);
    const sameDay = this.lots.filter((l) => l.item === key && l.received_on === date).length;
    const producedOn = expiresOn ? addDays(expiresOn, -it.shelfDays) : addDays(date, -this.rng.int(10, 75));
    const lot: GenLot = {
      lot: this.lots.length + 1,
      item: key,
      supplier: it.supplier,
      lot_no: `${it.lotPrefix}${date.slice(2).replaceAll('-', '')}${sameDay ? `-${sameDay + 1}` : ''}`,
      received_on: date,
      produced_on: producedOn < date ? producedOn : date,
      expires_on: expiresOn ?? addDays(producedOn, it.shelfDays),
      qty_received: qty,
      qty,
      // Prices move a little from delivery to delivery.
      price: Math.round(it.price * (0.94 + 0.12 * this.rng.next()) * 10000) / 10000,
    };
    this.lots.push(lot);
    this.moves.push({
      item: key,
      lot: lot.lot,
      kind: 'receive',
      date,
      qty,
      qty_after: qty,
      batch: null,
      prot: null,
      reason: `${this.supplierNote(it)}到货`,
      by: 'keeper',
    });
    return lot;
  }

  private supplierNote(it: CatalogItem) {
    return it.kind === 'seed' ? '种子采购' : it.kind === 'pesticide' ? '农药采购' : '耗材采购';
  }

  /**
   * Takes `qty` first-expiring first; a delivery arrives that morning when usable stock would fall below the
   * item's reorder level (the store keeper's standing order). Answers the lots taken.
   */
  issue(key: string, qty: number, date: string, ref: IssueRef): { lot: number; qty: number }[] {
    const it = this.item(key);
    const need = fromMilli(toMilli(qty));
    if (this.usable(key, date) - need < it.reorderAt) this.receive(key, date, Math.max(it.lotQty, Math.ceil(need)));
    const got = allocateIssue(this.stock(key), need, date, this.name(it));
    if (!got.ok) throw new Error(`demo stock: ${got.msg}`);
    for (const t of got.take) this.move(key, t.lot_id, 'issue', date, -t.qty, ref, 'grower');
    return got.take.map((t) => ({ lot: t.lot_id, qty: t.qty }));
  }

  /** Unused material back into the lot it came from (退料). */
  giveBack(key: string, lot: number, qty: number, date: string, ref: IssueRef) {
    this.move(key, lot, 'return', date, qty, ref, 'grower');
  }

  /** A stocktaking finding: usable stock brought down to `target`, first-expiring lots first. */
  writeDown(key: string, target: number, date: string, reason: string) {
    let excess = toMilli(this.usable(key, date)) - toMilli(target);
    for (const l of this.stock(key).filter((x) => isUsable(x, date))) {
      if (excess <= 0) break;
      const take = Math.min(excess, toMilli(l.qty));
      this.move(key, l.lot_id, 'adjust', date, -fromMilli(take), { reason }, 'keeper');
      excess -= take;
    }
  }

  private move(key: string, lotNo: number, kind: StockMoveKind, date: string, delta: number, ref: IssueRef, by: Actor) {
    const lot = this.lots[lotNo - 1]!;
    const after = applyStockDelta({ lot_no: lot.lot_no, qty: lot.qty }, delta, this.name(this.item(key)));
    if (!after.ok) throw new Error(`demo stock: ${after.msg}`);
    lot.qty = after.qty;
    this.moves.push({
      item: key,
      lot: lotNo,
      kind,
      date,
      qty: delta,
      qty_after: after.qty,
      batch: ref.batch ?? null,
      prot: ref.prot ?? null,
      reason: ref.reason,
      by,
    });
  }
}
