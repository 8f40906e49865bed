import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import type { CustomerKind, OrderStatus } from '@pfs/domain';
import type { Db } from '../../db/client.js';
import { countWhere, fetchPage, likeOf } from '../../lib/paging.js';
import { salesOrderLineTable, salesOrderTable } from '../sales/sales.table.js';
import { customerTable } from './customer.table.js';
import { enabledRows, firstRow, insertRow, isTaken } from '../../lib/row-lookups.js';

export type CustomerRow = typeof customerTable.$inferSelect;
export type CustomerInput = Pick<CustomerRow, 'name' | 'kind' | 'contacts' | 'addresses' | 'status' | 'remark'>;
export type CustomerFilter = { page: number; size: number; kw?: string; kind?: CustomerKind; status?: 'enabled' | 'disabled' };
export type OrderStats = { orderCt: number; openCt: number; orderedKg: number; lastOrder: string | null; nextOrder: string | null };

const OPEN: OrderStatus[] = ['draft', 'scheduled', 'producing', 'partial'];

/** Customers of a factory, every query scoped by fid. */
export class CustomerRepository {
  constructor(private readonly db: Db) {}

  async list(fid: number, f: CustomerFilter): Promise<{ rows: CustomerRow[]; total: number }> {
    const conds: (SQL | undefined)[] = [eq(customerTable.fid, fid)];
    if (f.kw) {
      const k = likeOf(f.kw);
      // Contacts are searched by name only: a masked mobile must not be found by its hidden digits.
      conds.push(
        or(
          ilike(customerTable.name, k),
          ilike(customerTable.remark, k),
          sql`exists (select 1 from jsonb_array_elements(${customerTable.contacts}) c where c->>'name' ilike ${k})`,
        ),
      );
    }
    if (f.kind) conds.push(eq(customerTable.kind, f.kind));
    if (f.status) conds.push(eq(customerTable.status, f.status));
    const where = and(...conds);
    return fetchPage(
      this.db.select().from(customerTable).where(where).orderBy(asc(customerTable.name), asc(customerTable.custId)),
      countWhere(this.db, customerTable, where),
      f,
    );
  }

  get(fid: number, custId: number): Promise<CustomerRow | undefined> {
    return firstRow(this.db, customerTable, eq(customerTable.fid, fid), eq(customerTable.custId, custId));
  }

  enabled(fid: number): Promise<CustomerRow[]> {
    return enabledRows(this.db, customerTable, fid, asc(customerTable.name));
  }

  nameTaken(fid: number, name: string, except?: number): Promise<boolean> {
    return isTaken(this.db, customerTable.custId, [eq(customerTable.fid, fid), eq(customerTable.name, name)], except);
  }

  insert(fid: number, v: CustomerInput, uid: number): Promise<number> {
    return insertRow(this.db, customerTable, { ...v, fid, createdBy: uid }, customerTable.custId);
  }

  async update(fid: number, custId: number, v: CustomerInput): Promise<void> {
    await this.db
      .update(customerTable)
      .set({ ...v, updatedAt: new Date() })
      .where(and(eq(customerTable.fid, fid), eq(customerTable.custId, custId)));
  }

  /** Orders per customer: all, open, kg ordered (not cancelled), the last completed order's delivery date and the next open one's. */
  async orderStats(fid: number, custIds: number[]): Promise<Map<number, OrderStats>> {
    if (custIds.length === 0) return new Map();
    const [orders, kg] = await Promise.all([
      this.db
        .select({
          id: salesOrderTable.custId,
          n: count(),
          open: sql<number>`count(*) filter (where ${inArray(salesOrderTable.status, OPEN)})`.mapWith(Number),
          last: sql<string | null>`max(${salesOrderTable.deliveryDate}) filter (where ${eq(salesOrderTable.status, 'done')})`.mapWith(
            salesOrderTable.deliveryDate,
          ),
          next: sql<string | null>`min(${salesOrderTable.deliveryDate}) filter (where ${inArray(salesOrderTable.status, OPEN)})`.mapWith(
            salesOrderTable.deliveryDate,
          ),
        })
        .from(salesOrderTable)
        .where(and(eq(salesOrderTable.fid, fid), inArray(salesOrderTable.custId, custIds)))
        .groupBy(salesOrderTable.custId),
      this.db
        .select({ id: salesOrderTable.custId, kg: sum(salesOrderLineTable.qtyKg).mapWith(Number) })
        .from(salesOrderLineTable)
        .innerJoin(salesOrderTable, eq(salesOrderTable.orderId, salesOrderLineTable.orderId))
        .where(and(eq(salesOrderTable.fid, fid), inArray(salesOrderTable.custId, custIds), ne(salesOrderTable.status, 'cancelled')))
        .groupBy(salesOrderTable.custId),
    ]);
    const kgOf = new Map(kg.map((r) => [r.id, r.kg]));
    return new Map(orders.map((r) => [r.id, { orderCt: r.n, openCt: r.open, orderedKg: kgOf.get(r.id) ?? 0, lastOrder: r.last, nextOrder: r.next }]));
  }

  /** The customer's latest orders (the detail's order tab). */
  latestOrderIds(fid: number, custId: number, limit: number): Promise<number[]> {
    return this.db
      .select({ id: salesOrderTable.orderId })
      .from(salesOrderTable)
      .where(and(eq(salesOrderTable.fid, fid), eq(salesOrderTable.custId, custId)))
      .orderBy(desc(salesOrderTable.deliveryDate), desc(salesOrderTable.orderId))
      .limit(limit)
      .then((r) => r.map((x) => x.id));
  }
}
