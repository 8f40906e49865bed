import { and, count, desc, eq, inArray, ne, sql, sum } from 'drizzle-orm';
import type { OrderStatus } from '@pfs/domain/sales';
import type { Db } from '../../db/client.js';
import type { CustomerOrders, OrderStats } from '../customer/index.js';
import { salesOrderLineTable, salesOrderTable } from './sales.table.js';

const OPEN: OrderStatus[] = ['draft', 'scheduled', 'producing', 'partial'];

/** What a customer's page shows of its orders: the orders are sales', so the figures are read here and handed to CustomerService. */
export class CustomerOrdersRepository implements CustomerOrders {
  constructor(private readonly db: Db) {}

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
