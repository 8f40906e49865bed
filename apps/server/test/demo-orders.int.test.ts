import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getPlantDueSowingList, getSalesOrderDetail, getSalesOrderList, scheduleSalesOrder } from '@pfs/domain/sales';
import { plantBatchTable } from '../src/modules/plant/plant.table.js';
import { salesOrderLineTable, salesOrderTable, salesPlanBatchTable } from '../src/modules/sales/sales.table.js';
import { shipmentItemTable } from '../src/modules/shipment/shipment.table.js';
import { seedDemoOrders } from '../src/seed/demo-orders-seed.js';
import { seedDemoFinished } from '../src/seed/demo-finished-seed.js';
import { scheduleDemoDrafts } from '../src/seed/demo-schedule.js';
import { DEMO_FID, callOf, dataOf, type TestApp } from './test-app.js';
import { useDemoYear } from './demo-year.js';

/** The demo year's orders agree with its batches: every batch grown for an order, statuses following the batches. */
describe('the demo factory’s customers and orders', () => {
  let app: TestApp, demo: string;

  useDemoYear([seedDemoOrders, seedDemoFinished], (s) => ([app, demo] = s));

  it('links every batch to one order, done for closed batches and in production for the others', async () => {
    const db = app.dbHandle.db;
    const batches = await db.select().from(plantBatchTable).where(eq(plantBatchTable.fid, DEMO_FID));
    const plans = await db.select().from(salesPlanBatchTable).where(eq(salesPlanBatchTable.fid, DEMO_FID));
    const orders = new Map((await db.select().from(salesOrderTable).where(eq(salesOrderTable.fid, DEMO_FID))).map((o) => [o.orderId, o]));
    const live = batches.filter((b) => b.deletedAt === null && (b.status === 'closed' ? b.kgHarvested > 0 : true));
    const planned = new Map(plans.map((p) => [p.batchId, p]));
    for (const b of live) {
      const p = planned.get(b.batchId);
      expect(p, b.batchNo).toBeDefined();
      const o = orders.get(p!.orderId)!;
      if (b.status === 'active') expect(['producing', 'partial']).toContain(o.status);
      expect(o.deliveryDate >= b.sowDate).toBe(true);
    }
    const statuses = new Set([...orders.values()].map((o) => o.status));
    for (const st of ['cancelled', 'done', 'draft', 'producing']) expect(statuses.has(st as never), st).toBe(true);
  });

  it('has no 已完成 order short of its lines unless the rest was cancelled with a reason', async () => {
    const db = app.dbHandle.db;
    const orders = await db.select().from(salesOrderTable).where(eq(salesOrderTable.fid, DEMO_FID));
    const lines = await db.select().from(salesOrderLineTable).where(eq(salesOrderLineTable.fid, DEMO_FID));
    const items = await db.select().from(shipmentItemTable).where(eq(shipmentItemTable.fid, DEMO_FID));
    const done = orders.filter((o) => o.status === 'done');
    expect(done.length).toBeGreaterThan(5);
    for (const o of done) {
      const mine = lines.filter((l) => l.orderId === o.orderId);
      const short = mine.filter((l) => items.filter((i) => i.lineId === l.lineId).reduce((s, i) => s + i.g, 0) < Math.round(l.qtyKg * 1000));
      if (short.length > 0) expect(o.remark, o.orderNo).toMatch(/未发部分取消：.+差 [\d.]+ kg；原因：.{4,}/);
    }
  });

  it('opens 订单排产 and an order’s detail with its batches and forecast', async () => {
    const page = await dataOf(app, getSalesOrderList, { fid: DEMO_FID, status: 'producing' }, demo);
    expect(page.total_ct).toBeGreaterThan(3);
    const d = await dataOf(app, getSalesOrderDetail, { fid: DEMO_FID, order_id: page.items[0]!.order_id }, demo);
    expect(d.plans.every((p) => p.status === 'sown' && p.batch_no)).toBe(true);
    expect(['on_time', 'at_risk', 'late']).toContain(d.forecast.state);
    const drafts = await dataOf(app, getSalesOrderList, { fid: DEMO_FID, status: 'draft' }, demo);
    const plan = await callOf(app, scheduleSalesOrder, { fid: DEMO_FID, order_id: drafts.items[0]!.order_id }, demo);
    expect(plan.status).toBe(200);
  });

  it('has the nearest drafts scheduled by the planner, so the coming days show sowings due for orders', async () => {
    const drafts = async () => (await dataOf(app, getSalesOrderList, { fid: DEMO_FID, status: 'draft' }, demo)).total_ct;
    const before = await drafts();
    expect(await scheduleDemoDrafts(app.dbHandle.db, app.services.salesPlanner)).toBe(2);
    expect(await drafts()).toBe(before - 2);
    const scheduled = await dataOf(app, getSalesOrderList, { fid: DEMO_FID, status: 'scheduled' }, demo);
    expect(scheduled.total_ct).toBe(2);
    const due = await dataOf(app, getPlantDueSowingList, { fid: DEMO_FID, days: 14 }, demo);
    expect(due.some((d) => scheduled.items.some((o) => o.order_id === d.order_id))).toBe(true);
  });
});
