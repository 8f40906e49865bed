import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { salesOrderLineTable } from '../sales/index.js';
import { shipmentItemTable } from './shipment.table.js';

type Q = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Kg shipped per order line (every shipment of the orders), read in the caller's transaction. The order page shows
 * it, but the shipments are this module's: sales is handed this function at composition instead of reading them.
 */
export async function shippedKgOfOrders(q: Q, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await q
    .select({ lineId: shipmentItemTable.lineId, g: sql<number>`sum(${shipmentItemTable.g})`.mapWith(Number) })
    .from(shipmentItemTable)
    .innerJoin(salesOrderLineTable, eq(salesOrderLineTable.lineId, shipmentItemTable.lineId))
    .where(inArray(salesOrderLineTable.orderId, orderIds))
    .groupBy(shipmentItemTable.lineId);
  return new Map(rows.map((r) => [r.lineId, r.g / 1000]));
}
