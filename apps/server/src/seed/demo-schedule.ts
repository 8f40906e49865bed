import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { SalesPlanService } from '../modules/sales/sales-plan.service.js';
import { salesOrderTable } from '../modules/sales/sales.table.js';
import { userTable } from '../modules/user/user.table.js';
import { demoFid } from './demo-factory.js';

/** How many of the demo's draft orders the manager has already scheduled. */
const SCHEDULED_DRAFTS = 2;

/**
 * The demo's nearest draft orders, scheduled as the manager would in 订单排产 (the real planner, against the
 * year's batches in the rooms): their planned batches are the coming days' 待播种 on the home and 种植概览 pages.
 * Run once, right after the demo history is written; a draft the rooms cannot fit is passed over for the next
 * one. Returns the orders scheduled.
 */
export async function scheduleDemoDrafts(db: Db, planner: Pick<SalesPlanService, 'schedule' | 'accept'>): Promise<number> {
  const fid = await demoFid(db);
  if (fid === undefined) return 0;
  const [manager] = await db.select({ uid: userTable.uid }).from(userTable).where(eq(userTable.uniNo, 'demo'));
  if (!manager) return 0;
  const drafts = await db
    .select({ id: salesOrderTable.orderId, version: salesOrderTable.version })
    .from(salesOrderTable)
    .where(and(eq(salesOrderTable.fid, fid), eq(salesOrderTable.status, 'draft')))
    .orderBy(asc(salesOrderTable.deliveryDate));
  let scheduled = 0;
  for (const d of drafts) {
    if (scheduled === SCHEDULED_DRAFTS) break;
    const plan = await planner.schedule(fid, d.id);
    // A draft the rooms cannot fit stays a draft, as it would for the manager.
    if (!plan.ok) continue;
    await planner.accept(fid, d.id, d.version, plan.delivery_date, manager.uid);
    scheduled++;
  }
  return scheduled;
}
