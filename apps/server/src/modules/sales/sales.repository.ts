import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@pfs/domain/sales';
import type { Db } from '../../db/client.js';
import { customerTable } from '../customer/index.js';
import { fetchPage, kwMatch } from '../../lib/paging.js';
import { plantHarvestTable } from '../plant/index.js';
import { plantSpecTable, specOf, plantSpecVersionTable } from '../plant-spec/index.js';
import { userTable, userOf } from '../user/index.js';
import { salesOrderLineTable, salesOrderTable, salesPlanBatchTable } from './sales.table.js';
import { insertRow, numbersWithPrefix } from '../../lib/row-lookups.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Q = Db | Tx;
export type OrderRow = typeof salesOrderTable.$inferSelect & { custName: string; custKind: string; createdByName: string };
export type LineRow = typeof salesOrderLineTable.$inferSelect & { crop: string; variety: string; gradeName: string };
export type LineInput = Pick<LineRow, 'specId' | 'grade' | 'qtyKg' | 'packing' | 'remark'>;
export type OrderInput = Pick<typeof salesOrderTable.$inferInsert, 'custId' | 'deliveryDate' | 'address' | 'remark'>;
export type OrderFilter = {
  page: number;
  size: number;
  kw?: string;
  custId?: number;
  status?: OrderStatus;
  specId?: number;
  startDay?: string;
  endDay?: string;
};
export type LineProgress = { plannedKg: number; harvestedKg: number };

/** Orders and their lines, every query scoped by fid. A write names the order version it saw. */
export class SalesRepository {
  constructor(readonly db: Db) {}

  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  private orderSelect(q: Q) {
    return q
      .select({ o: salesOrderTable, custName: customerTable.name, custKind: customerTable.kind, createdByName: sql<string>`coalesce(${userTable.cname}, '')` })
      .from(salesOrderTable)
      .innerJoin(customerTable, eq(customerTable.custId, salesOrderTable.custId))
      .leftJoin(userTable, userOf(salesOrderTable.createdBy));
  }
  private static row(r: { o: typeof salesOrderTable.$inferSelect; custName: string; custKind: string; createdByName: string }): OrderRow {
    return { ...r.o, custName: r.custName, custKind: r.custKind, createdByName: r.createdByName };
  }

  async list(fid: number, f: OrderFilter): Promise<{ rows: OrderRow[]; total: number }> {
    const conds: (SQL | undefined)[] = [eq(salesOrderTable.fid, fid)];
    conds.push(kwMatch(f.kw, salesOrderTable.orderNo, customerTable.name, salesOrderTable.remark));
    if (f.custId) conds.push(eq(salesOrderTable.custId, f.custId));
    if (f.status) conds.push(eq(salesOrderTable.status, f.status));
    if (f.specId)
      conds.push(
        sql`exists (select 1 from ${salesOrderLineTable} where ${salesOrderLineTable.orderId} = ${salesOrderTable.orderId} and ${salesOrderLineTable.specId} = ${f.specId})`,
      );
    if (f.startDay) conds.push(gte(salesOrderTable.deliveryDate, f.startDay));
    if (f.endDay) conds.push(lte(salesOrderTable.deliveryDate, f.endDay));
    const where = and(...conds);
    const { rows, total } = await fetchPage(
      this.orderSelect(this.db).where(where).orderBy(desc(salesOrderTable.deliveryDate), desc(salesOrderTable.orderId)),
      this.db.select({ n: count() }).from(salesOrderTable).innerJoin(customerTable, eq(customerTable.custId, salesOrderTable.custId)).where(where),
      f,
    );
    return { rows: rows.map(SalesRepository.row), total };
  }

  async get(q: Q, fid: number, orderId: number, lock = false): Promise<OrderRow | undefined> {
    if (lock)
      await q.execute(sql`select 1 from ${salesOrderTable} where ${salesOrderTable.orderId} = ${orderId} and ${salesOrderTable.fid} = ${fid} for update`);
    const [r] = await this.orderSelect(q).where(and(eq(salesOrderTable.fid, fid), eq(salesOrderTable.orderId, orderId)));
    return r ? SalesRepository.row(r) : undefined;
  }

  async byIds(fid: number, ids: number[]): Promise<OrderRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.orderSelect(this.db).where(and(eq(salesOrderTable.fid, fid), inArray(salesOrderTable.orderId, ids)));
    return rows.map(SalesRepository.row);
  }

  /** Orders whose delivery or planned batches fall in a window (the Gantt). */
  async inWindow(fid: number, from: string, to: string, status?: OrderStatus): Promise<OrderRow[]> {
    const overlaps = sql`(${salesOrderTable.deliveryDate} between ${from} and ${to} or exists (select 1 from ${salesPlanBatchTable} p where p.order_id = ${salesOrderTable.orderId} and p.sow_date <= ${to} and p.status <> 'released'))`;
    const rows = await this.orderSelect(this.db)
      .where(
        and(
          eq(salesOrderTable.fid, fid),
          status ? eq(salesOrderTable.status, status) : ne(salesOrderTable.status, 'cancelled'),
          gte(salesOrderTable.deliveryDate, from),
          overlaps,
        ),
      )
      .orderBy(asc(salesOrderTable.deliveryDate), asc(salesOrderTable.orderId))
      .limit(200);
    return rows.map(SalesRepository.row);
  }

  async lines(q: Q, orderIds: number[]): Promise<LineRow[]> {
    if (orderIds.length === 0) return [];
    const rows = await q
      .select({ l: salesOrderLineTable, crop: plantSpecTable.crop, variety: plantSpecTable.variety, grades: plantSpecVersionTable.grades })
      .from(salesOrderLineTable)
      .innerJoin(plantSpecTable, specOf(salesOrderLineTable.specId))
      .innerJoin(plantSpecVersionTable, and(eq(plantSpecVersionTable.specId, plantSpecTable.specId), eq(plantSpecVersionTable.ver, plantSpecTable.curVer)))
      .where(inArray(salesOrderLineTable.orderId, orderIds))
      .orderBy(asc(salesOrderLineTable.orderId), asc(salesOrderLineTable.seq));
    return rows.map((r) => ({
      ...r.l,
      crop: r.crop,
      variety: r.variety,
      gradeName: r.grades.find((g) => g.grade.toUpperCase() === r.l.grade.toUpperCase())?.name ?? r.l.grade,
    }));
  }

  /** Per line: kg its planned and sown batches expect, and kg of the line's grade the sown ones picked. */
  async lineProgress(q: Q, orderIds: number[]): Promise<Map<number, LineProgress>> {
    if (orderIds.length === 0) return new Map();
    const h = plantHarvestTable;
    const rows = await q
      .select({
        lineId: salesPlanBatchTable.lineId,
        planned: sql<number>`coalesce(sum(${salesPlanBatchTable.expectedKg}), 0)`.mapWith(Number),
        // A line wants one grade: picks of the other grades are not its harvest.
        harvested: sql<number>`coalesce(sum((select coalesce(sum(${h.kg}), 0) from ${h} where ${h.batchId} = ${salesPlanBatchTable.batchId} and upper(${h.grade}) = upper(${salesOrderLineTable.grade}) and not ${h.voided})), 0)`.mapWith(Number),
      })
      .from(salesPlanBatchTable)
      .innerJoin(salesOrderLineTable, eq(salesOrderLineTable.lineId, salesPlanBatchTable.lineId))
      .where(and(inArray(salesPlanBatchTable.orderId, orderIds), ne(salesPlanBatchTable.status, 'released')))
      .groupBy(salesPlanBatchTable.lineId);
    return new Map(rows.map((r) => [r.lineId, { plannedKg: r.planned, harvestedKg: r.harvested }]));
  }

  /** First planned sowing and last planned pick per order (plans not released). */
  async spans(q: Q, orderIds: number[]): Promise<Map<number, { firstSow: string; lastPick: string }>> {
    if (orderIds.length === 0) return new Map();
    const rows = await q
      .select({
        orderId: salesPlanBatchTable.orderId,
        first: sql<string>`min(${salesPlanBatchTable.sowDate})::text`,
        last: sql<string>`max(${salesPlanBatchTable.pickDate})::text`,
      })
      .from(salesPlanBatchTable)
      .where(and(inArray(salesPlanBatchTable.orderId, orderIds), ne(salesPlanBatchTable.status, 'released')))
      .groupBy(salesPlanBatchTable.orderId);
    return new Map(rows.map((r) => [r.orderId, { firstSow: r.first, lastPick: r.last }]));
  }

  /** Order numbers of the factory starting with `prefix` (the day's generated numbers), whatever their case. */
  orderNosLike(q: Q, fid: number, prefix: string): Promise<string[]> {
    return numbersWithPrefix(q, salesOrderTable.orderNo, salesOrderTable.fid, fid, prefix, ilike);
  }

  async insert(tx: Tx, fid: number, orderNo: string, v: OrderInput, lines: LineInput[], uid: number): Promise<number> {
    const id = await insertRow(tx, salesOrderTable, { ...v, fid, orderNo, createdBy: uid }, salesOrderTable.orderId);
    await this.insertLines(tx, fid, id, lines);
    return id;
  }

  /** Rewrites the order and its lines; false when its version moved on since `seen`. */
  async update(tx: Tx, fid: number, orderId: number, seen: number, v: OrderInput, lines: LineInput[], status: OrderStatus): Promise<boolean> {
    const done = await tx
      .update(salesOrderTable)
      .set({ ...v, status, version: seen + 1, updatedAt: new Date() })
      .where(and(eq(salesOrderTable.fid, fid), eq(salesOrderTable.orderId, orderId), eq(salesOrderTable.version, seen)))
      .returning({ id: salesOrderTable.orderId });
    if (done.length === 0) return false;
    // Plans point at lines: released plans of the old lines go with them.
    await tx.delete(salesPlanBatchTable).where(and(eq(salesPlanBatchTable.orderId, orderId), ne(salesPlanBatchTable.status, 'sown')));
    await tx.delete(salesOrderLineTable).where(eq(salesOrderLineTable.orderId, orderId));
    await this.insertLines(tx, fid, orderId, lines);
    return true;
  }

  private async insertLines(tx: Tx, fid: number, orderId: number, lines: LineInput[]) {
    await tx.insert(salesOrderLineTable).values(lines.map((l, i) => ({ ...l, fid, orderId, seq: i + 1 })));
  }

  /** Moves the order to `status` (and its delivery date) if still at version `seen`. */
  async setStatus(
    tx: Tx,
    fid: number,
    orderId: number,
    seen: number,
    status: OrderStatus,
    extra: { deliveryDate?: string; remark?: string } = {},
  ): Promise<boolean> {
    const now = new Date();
    const done = await tx
      .update(salesOrderTable)
      .set({
        status,
        version: seen + 1,
        updatedAt: now,
        ...(extra.deliveryDate ? { deliveryDate: extra.deliveryDate } : {}),
        ...(extra.remark !== undefined ? { remark: extra.remark } : {}),
        ...(status === 'scheduled' ? { scheduledAt: now } : {}),
        ...(status === 'cancelled' ? { cancelledAt: now } : {}),
      })
      .where(and(eq(salesOrderTable.fid, fid), eq(salesOrderTable.orderId, orderId), eq(salesOrderTable.version, seen)))
      .returning({ id: salesOrderTable.orderId });
    return done.length > 0;
  }
}
