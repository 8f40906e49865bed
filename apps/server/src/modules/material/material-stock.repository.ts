import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { MaterialKind, StockMoveKind, SupplyCategory } from '@pfs/domain/plant';
import type { Db } from '../../db/client.js';
import { userTable, userOf } from '../user/index.js';
import type { Page } from './material-item.repository.js';
import { lotView, moveView, stateSql, type LotState, type LotViewRow, type MoveRow, type StateDays } from './material-stock-views.js';
import { materialItemTable as item, materialLotTable as lot, materialMoveTable as move, materialSupplierTable as supplier } from './material.table.js';
import { eqIf, fetchPage, kwMatch } from '../../lib/paging.js';
import { isTaken } from '../../lib/row-lookups.js';

export type { StateDays };
export type LotFilter = {
  kind: MaterialKind;
  itemId?: number;
  supplierId?: number;
  kw?: string;
  inStockOnly?: boolean;
  state?: LotState;
  startDay?: string;
  endDay?: string;
};
export type LockedLot = typeof lot.$inferSelect;
export type StockItem = { itemId: number; kind: MaterialKind; name: string; unit: string; status: 'enabled' | 'disabled' };
export type MoveInput = Omit<typeof move.$inferInsert, 'moveId' | 'createdAt'>;
export type MoveFilter = {
  kind: MaterialKind;
  itemId?: number;
  lotId?: number;
  batchId?: number;
  moveKind?: StockMoveKind;
  startDay?: string;
  endDay?: string;
};

/** Lots and stock movements. Writes take the transaction they belong to: other modules issue inside theirs. */
export class MaterialStockRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(tx as unknown as Db));
  }

  /** What movements need of an item: its kind, name, unit and status. */
  async itemOf(fid: number, itemId: number, db: Db = this.db): Promise<StockItem | undefined> {
    const [r] = await db
      .select({ itemId: item.itemId, kind: item.kind, name: item.name, unit: item.unit, status: item.status })
      .from(item)
      .where(and(eq(item.fid, fid), eq(item.itemId, itemId)));
    return r;
  }

  /** The factory's enabled supplies of a category (育苗海绵 …), oldest item first. */
  async suppliesOf(fid: number, category: SupplyCategory, db: Db = this.db): Promise<StockItem[]> {
    return db
      .select({ itemId: item.itemId, kind: item.kind, name: item.name, unit: item.unit, status: item.status })
      .from(item)
      .where(and(eq(item.fid, fid), eq(item.kind, 'supply'), eq(item.category, category), eq(item.status, 'enabled')))
      .orderBy(asc(item.itemId));
  }

  async supplierOf(fid: number, supplierId: number): Promise<{ name: string; status: 'enabled' | 'disabled' } | undefined> {
    const [r] = await this.db
      .select({ name: supplier.name, status: supplier.status })
      .from(supplier)
      .where(and(eq(supplier.fid, fid), eq(supplier.supplierId, supplierId)));
    return r;
  }

  // ── lots ────────────────────────────────────────────────────────────────────────────────────────
  private lotWhere(fid: number, f: LotFilter, d: StateDays): SQL | undefined {
    return and(
      eq(lot.fid, fid),
      eq(item.kind, f.kind),
      eqIf(lot.itemId, f.itemId),
      eqIf(lot.supplierId, f.supplierId),
      kwMatch(f.kw, lot.lotNo, item.name, lot.remark),
      f.inStockOnly ? sql`${lot.qty} > 0` : undefined,
      f.state ? sql`${stateSql(d)} = ${f.state}` : undefined,
      f.startDay ? gte(lot.receivedOn, f.startDay) : undefined,
      f.endDay ? lte(lot.receivedOn, f.endDay) : undefined,
    );
  }

  async listLots(fid: number, f: LotFilter, d: StateDays, page: Page): Promise<{ rows: LotViewRow[]; total: number }> {
    const where = this.lotWhere(fid, f, d);
    return fetchPage(
      this.db
        .select(lotView(d))
        .from(lot)
        .innerJoin(item, eq(item.itemId, lot.itemId))
        .leftJoin(supplier, eq(supplier.supplierId, lot.supplierId))
        .where(where)
        .orderBy(desc(lot.receivedOn), desc(lot.lotId)),
      this.db.select({ n: count() }).from(lot).innerJoin(item, eq(item.itemId, lot.itemId)).where(where),
      page,
    );
  }

  lotsByIds(fid: number, lotIds: number[], d: StateDays, db: Db = this.db): Promise<LotViewRow[]> {
    if (lotIds.length === 0) return Promise.resolve([]);
    return db
      .select(lotView(d))
      .from(lot)
      .innerJoin(item, eq(item.itemId, lot.itemId))
      .leftJoin(supplier, eq(supplier.supplierId, lot.supplierId))
      .where(and(eq(lot.fid, fid), inArray(lot.lotId, lotIds)))
      .orderBy(asc(lot.lotId));
  }

  /** Locks the lots of an item that hold stock, in id order so concurrent issues never deadlock. */
  lockStockOfItem(tx: Db, fid: number, itemId: number): Promise<LockedLot[]> {
    return tx
      .select()
      .from(lot)
      .where(and(eq(lot.fid, fid), eq(lot.itemId, itemId), sql`${lot.qty} > 0`))
      .orderBy(asc(lot.lotId))
      .for('update');
  }

  async lockLot(tx: Db, fid: number, lotId: number): Promise<LockedLot | undefined> {
    const [r] = await tx
      .select()
      .from(lot)
      .where(and(eq(lot.fid, fid), eq(lot.lotId, lotId)))
      .for('update');
    return r;
  }

  lotNoTaken(itemId: number, lotNo: string, except?: number): Promise<boolean> {
    return isTaken(this.db, lot.lotId, [eq(lot.itemId, itemId), eq(lot.lotNo, lotNo)], except);
  }

  async insertLot(tx: Db, v: Omit<typeof lot.$inferInsert, 'lotId' | 'createdAt'>): Promise<number> {
    const [r] = await tx.insert(lot).values(v).returning({ id: lot.lotId });
    return r!.id;
  }

  async updateLotPapers(
    fid: number,
    lotId: number,
    v: Pick<typeof lot.$inferInsert, 'lotNo' | 'supplierId' | 'producedOn' | 'expiresOn' | 'price' | 'remark'>,
  ): Promise<void> {
    await this.db
      .update(lot)
      .set(v)
      .where(and(eq(lot.fid, fid), eq(lot.lotId, lotId)));
  }

  /** Adds a signed delta to a locked lot and answers its new balance (the check constraint refuses below 0). */
  async addToLot(tx: Db, lotId: number, delta: number): Promise<number> {
    const [r] = await tx
      .update(lot)
      .set({ qty: sql`${lot.qty} + ${delta}` })
      .where(eq(lot.lotId, lotId))
      .returning({ qty: lot.qty });
    return r!.qty;
  }

  // ── movements ───────────────────────────────────────────────────────────────────────────────────
  async insertMove(tx: Db, v: MoveInput): Promise<number> {
    const [r] = await tx.insert(move).values(v).returning({ id: move.moveId });
    return r!.id;
  }

  /** What has gone out of a lot and come back (optionally for one batch), in the lot's unit. */
  async issuedAndReturned(tx: Db, lotId: number, batchId?: number): Promise<{ issued: number; returned: number }> {
    const [r] = await tx
      .select({
        issued: sql<number>`coalesce(-sum(${move.qty}) filter (where ${move.kind} = 'issue'), 0)`.mapWith(Number),
        returned: sql<number>`coalesce(sum(${move.qty}) filter (where ${move.kind} = 'return'), 0)`.mapWith(Number),
      })
      .from(move)
      .where(and(eq(move.lotId, lotId), batchId ? eq(move.batchId, batchId) : undefined));
    return r ?? { issued: 0, returned: 0 };
  }

  private moveWhere(fid: number, f: MoveFilter): SQL | undefined {
    return and(
      eq(move.fid, fid),
      eq(item.kind, f.kind),
      eqIf(move.itemId, f.itemId),
      eqIf(move.lotId, f.lotId),
      eqIf(move.batchId, f.batchId),
      eqIf(move.kind, f.moveKind),
      f.startDay ? gte(move.date, f.startDay) : undefined,
      f.endDay ? lte(move.date, f.endDay) : undefined,
    );
  }

  async listMoves(fid: number, f: MoveFilter, page: Page): Promise<{ rows: MoveRow[]; total: number }> {
    const where = this.moveWhere(fid, f);
    return fetchPage(
      this.moveQuery(this.db).where(where).orderBy(desc(move.date), desc(move.moveId)),
      this.db.select({ n: count() }).from(move).innerJoin(item, eq(item.itemId, move.itemId)).where(where),
      page,
    );
  }

  movesByIds(fid: number, moveIds: number[], db: Db = this.db): Promise<MoveRow[]> {
    if (moveIds.length === 0) return Promise.resolve([]);
    return this.moveQuery(db)
      .where(and(eq(move.fid, fid), inArray(move.moveId, moveIds)))
      .orderBy(asc(move.moveId));
  }

  private moveQuery(db: Db) {
    return db
      .select(moveView)
      .from(move)
      .innerJoin(item, eq(item.itemId, move.itemId))
      .innerJoin(lot, eq(lot.lotId, move.lotId))
      .leftJoin(userTable, userOf(move.operatorUid))
      .$dynamic();
  }

  // ── warnings ────────────────────────────────────────────────────────────────────────────────────
  /** Enabled items of a kind with their lots that hold stock. */
  async stockOfKind(fid: number, kind: MaterialKind) {
    const [items, lots] = await Promise.all([
      this.db
        .select({ itemId: item.itemId, name: item.name, unit: item.unit, lowStockQty: item.lowStockQty })
        .from(item)
        .where(and(eq(item.fid, fid), eq(item.kind, kind), eq(item.status, 'enabled')))
        .orderBy(asc(item.itemId)),
      this.db
        .select({ lotId: lot.lotId, itemId: lot.itemId, lotNo: lot.lotNo, qty: lot.qty, expiresOn: lot.expiresOn, receivedOn: lot.receivedOn })
        .from(lot)
        .innerJoin(item, eq(item.itemId, lot.itemId))
        .where(and(eq(lot.fid, fid), eq(item.kind, kind), eq(item.status, 'enabled'), sql`${lot.qty} > 0`)),
    ]);
    return { items, lots };
  }
}
