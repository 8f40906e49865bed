import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerKind } from '@pfs/domain/sales';
import type { Db } from '../../db/client.js';
import { countWhere, fetchPage, likeOf } from '../../lib/paging.js';
import { customerTable } from './customer.table.js';
import { enabledRows, firstRow, insertRow, isTaken } from '../../lib/row-lookups.js';

export type CustomerRow = typeof customerTable.$inferSelect;
export type CustomerInput = Pick<CustomerRow, 'name' | 'kind' | 'contacts' | 'addresses' | 'status' | 'remark'>;
export type CustomerFilter = { page: number; size: number; kw?: string; kind?: CustomerKind; status?: 'enabled' | 'disabled' };

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
}
