import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { MaterialKind } from '@pfs/domain/plant';
import type { Db } from '../../db/client.js';
import { materialItemTable as item, materialLotTable as lot, materialSupplierTable as supplier } from './material.table.js';
import { countWhere, fetchPage, kwMatch, type PageArgs } from '../../lib/paging.js';
import { insertRow, isTaken } from '../../lib/row-lookups.js';

export type ItemRow = typeof item.$inferSelect;
/** An item with its usable stock on `today`: unexpired lots holding stock, their count and nearest expiry. */
export type ItemStockRow = ItemRow & { qty: number; lotCt: number; nextExpiry: string | null };
export type ItemInput = Omit<typeof item.$inferInsert, 'itemId' | 'fid' | 'kind' | 'createdAt'>;
export type Status = 'enabled' | 'disabled';
export type ItemFilter = { kind: MaterialKind; kw?: string; status?: Status; lowOnly?: boolean };
export type SupplierRow = typeof supplier.$inferSelect;
export type SupplierStockRow = SupplierRow & { lotCt: number };
export type SupplierInput = Omit<typeof supplier.$inferInsert, 'supplierId' | 'fid' | 'createdAt'>;
export type SupplierFilter = { kw?: string; status?: Status };
export type Page = PageArgs;

const itemCols = getTableColumns(item);
const supplierCols = getTableColumns(supplier);

/** Usable lots of the outer item on a day: stock left and not expired (the expiry day itself still counts). */
const usable = (today: string) => sql`${lot.itemId} = ${item.itemId} and ${lot.qty} > 0 and (${lot.expiresOn} is null or ${lot.expiresOn} >= ${today})`;
const stockCols = (today: string) => ({
  qty: sql<number>`(select coalesce(sum(${lot.qty}), 0) from ${lot} where ${usable(today)})`.mapWith(Number),
  lotCt: sql<number>`(select count(*) from ${lot} where ${usable(today)})`.mapWith(Number),
  nextExpiry: sql<string | null>`(select min(${lot.expiresOn})::text from ${lot} where ${usable(today)})`,
});

/**
 * A supplier's lots in its own factory. The condition is its own sql piece: columns written straight into a select
 * field come out without their table, and `"supplier_id" = "supplier_id"` inside the subquery compared each lot with
 * itself, counting every lot of every factory.
 */
const ownLots = sql`${lot.supplierId} = ${supplier.supplierId} and ${lot.fid} = ${supplier.fid}`;
const supplierLotCt = { lotCt: sql<number>`(select count(*) from ${lot} where ${ownLots})`.mapWith(Number) };

/** Material items and suppliers of a factory; every query is scoped by fid (and the item's kind). */
export class MaterialItemRepository {
  constructor(private readonly db: Db) {}

  private itemWhere(fid: number, f: ItemFilter, today: string): SQL | undefined {
    return and(
      eq(item.fid, fid),
      eq(item.kind, f.kind),
      f.status ? eq(item.status, f.status) : undefined,
      kwMatch(f.kw, item.name, item.spec, item.crop, item.variety, item.regNo, item.activeIngredient),
      f.lowOnly ? sql`${item.lowStockQty} > 0 and (select coalesce(sum(${lot.qty}), 0) from ${lot} where ${usable(today)}) < ${item.lowStockQty}` : undefined,
    );
  }

  async listItems(fid: number, f: ItemFilter, today: string, page: Page): Promise<{ rows: ItemStockRow[]; total: number }> {
    const where = this.itemWhere(fid, f, today);
    return fetchPage(
      this.db
        .select({ ...itemCols, ...stockCols(today) })
        .from(item)
        .where(where)
        .orderBy(asc(item.status), asc(item.name), asc(item.itemId)),
      countWhere(this.db, item, where),
      page,
    );
  }

  /** Enabled items of a kind, for the pickers of planting forms. */
  options(fid: number, kind: MaterialKind, today: string): Promise<ItemStockRow[]> {
    return this.db
      .select({ ...itemCols, ...stockCols(today) })
      .from(item)
      .where(and(eq(item.fid, fid), eq(item.kind, kind), eq(item.status, 'enabled')))
      .orderBy(asc(item.name), asc(item.itemId));
  }

  /** Lots of enabled items of a kind that may still be issued on `today`: stock left and not expired. */
  usableLots(fid: number, kind: MaterialKind, today: string) {
    return this.db
      .select({ itemId: lot.itemId, lot_id: lot.lotId, lot_no: lot.lotNo, qty: lot.qty, expires_on: lot.expiresOn, received_on: lot.receivedOn })
      .from(lot)
      .innerJoin(item, eq(item.itemId, lot.itemId))
      .where(
        and(
          eq(lot.fid, fid),
          eq(item.kind, kind),
          eq(item.status, 'enabled'),
          sql`${lot.qty} > 0`,
          sql`(${lot.expiresOn} is null or ${lot.expiresOn} >= ${today})`,
        ),
      );
  }

  async getItem(fid: number, itemId: number, today: string, db: Db = this.db): Promise<ItemStockRow | undefined> {
    const [r] = await db
      .select({ ...itemCols, ...stockCols(today) })
      .from(item)
      .where(and(eq(item.fid, fid), eq(item.itemId, itemId)));
    return r;
  }

  itemNameTaken(fid: number, kind: MaterialKind, name: string, except?: number): Promise<boolean> {
    return isTaken(this.db, item.itemId, [eq(item.fid, fid), eq(item.kind, kind), eq(item.name, name)], except);
  }

  async hasLots(itemId: number): Promise<boolean> {
    const [r] = await this.db.select({ id: lot.lotId }).from(lot).where(eq(lot.itemId, itemId)).limit(1);
    return !!r;
  }

  insertItem(fid: number, kind: MaterialKind, v: ItemInput): Promise<number> {
    return insertRow(this.db, item, { ...v, fid, kind }, item.itemId);
  }

  async updateItem(fid: number, itemId: number, v: ItemInput): Promise<void> {
    await this.db
      .update(item)
      .set(v)
      .where(and(eq(item.fid, fid), eq(item.itemId, itemId)));
  }

  // ── suppliers ───────────────────────────────────────────────────────────────────────────────────
  async listSuppliers(fid: number, f: SupplierFilter, page: Page): Promise<{ rows: SupplierStockRow[]; total: number }> {
    const where = and(
      eq(supplier.fid, fid),
      f.status ? eq(supplier.status, f.status) : undefined,
      kwMatch(f.kw, supplier.name, supplier.contact, supplier.phone, supplier.address),
    );
    return fetchPage(
      this.db
        .select({ ...supplierCols, ...supplierLotCt })
        .from(supplier)
        .where(where)
        .orderBy(asc(supplier.status), desc(supplier.supplierId)),
      countWhere(this.db, supplier, where),
      page,
    );
  }

  async getSupplier(fid: number, supplierId: number): Promise<SupplierStockRow | undefined> {
    const [r] = await this.db
      .select({ ...supplierCols, ...supplierLotCt })
      .from(supplier)
      .where(and(eq(supplier.fid, fid), eq(supplier.supplierId, supplierId)));
    return r;
  }

  supplierNameTaken(fid: number, name: string, except?: number): Promise<boolean> {
    return isTaken(this.db, supplier.supplierId, [eq(supplier.fid, fid), eq(supplier.name, name)], except);
  }

  insertSupplier(fid: number, v: SupplierInput): Promise<number> {
    return insertRow(this.db, supplier, { ...v, fid }, supplier.supplierId);
  }

  async updateSupplier(fid: number, supplierId: number, v: SupplierInput): Promise<void> {
    await this.db
      .update(supplier)
      .set(v)
      .where(and(eq(supplier.fid, fid), eq(supplier.supplierId, supplierId)));
  }
}
