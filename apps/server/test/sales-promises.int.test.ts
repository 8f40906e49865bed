import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { type CallBody } from '@pfs/domain';
import { saveCustomer } from '@pfs/domain/customer';
import {
  addDays,
  createPlantBatch,
  createPlantProtection,
  getFacPlantLogList,
  getPlantBatchDetail,
  getPlantDueMoveList,
  getPlantProtectionImpact,
  harvestPlantBatch,
  transplantPlantBatch,
} from '@pfs/domain/plant';
import { completeSalesOrder, getSalesOrderDetail, saveSalesOrder, type OrderView } from '@pfs/domain/sales';
import { statsEmbed } from '@pfs/domain/stats';
import { salesOrderTable, salesPlanBatchTable } from '../src/modules/sales/sales.table.js';
import { facEventTable } from '../src/modules/syslog/syslog.table.js';
import { DEMO, DEMO_FID, GROWER, callOf, callRaw, dataOf, startWithSessions, type TestApp } from './test-app.js';
import { plantHistory, type Planting } from './plant-record-fixture.js';

/**
 * Promises that hold: a batch grown for an order (B5, due for picking since 10 days), a spray whose safety
 * interval runs past the delivery date, and what the order page, the to-do lists and the protection form say.
 * The fixture's crop: 10 plants and 1.5 kg per growing dish, grades A (一级) and B (二级).
 */
let app: TestApp, demo: string, grower: string;
let p: Planting;
let b5: number;
let order: OrderView;

const md = (d: string) => d.slice(5);
const detail = () => dataOf(app, getSalesOrderDetail, { fid: DEMO_FID, order_id: order.order_id }, demo);
const protect = (body: Partial<CallBody<typeof createPlantProtection>> = {}) =>
  callOf(
    app,
    createPlantProtection,
    { fid: DEMO_FID, kind: 'pest', target: '蚜虫', item_id: p.pesticideId, dose: '1500 倍液', qty: 5, date: p.today, batch_ids: [b5], ...body },
    grower,
  );

beforeAll(async () => {
  [app, demo, grower] = await startWithSessions([DEMO, GROWER]);
  p = await plantHistory(app, demo);
  // B5: sown 40 days ago, in 栽培 since 30 days ago (20 planned days): its pick was due 10 days ago; 5 dishes picked 3 days ago.
  const sown = (
    await dataOf(
      app,
      createPlantBatch,
      { fid: DEMO_FID, spec_id: p.specId, sow_date: p.d(40), places: [{ area_id: p.areas.seedRoom, dishes: 2 }], batch_no: `B5-${p.tag}` },
      demo,
    )
  ).batch;
  b5 = sown.batch_id;
  const moved = (
    await dataOf(
      app,
      transplantPlantBatch,
      {
        fid: DEMO_FID,
        batch_id: b5,
        version: sown.version,
        date: p.d(30),
        from_phase: 'grow_seedling',
        from_area_id: p.areas.seedRoom,
        to_phase: 'grow',
        to_area_id: p.areas.grow2,
        dishes: 2,
        dishes_to: 20,
      },
      demo,
    )
  ).batch;
  await dataOf(
    app,
    harvestPlantBatch,
    {
      fid: DEMO_FID,
      batch_id: b5,
      version: moved.version,
      date: p.d(3),
      phase: 'grow',
      area_id: p.areas.grow2,
      dishes: 5,
      plants: 50,
      grades: [
        { grade: 'A', kg: 4 },
        { grade: 'B', kg: 3.5 },
      ],
    },
    demo,
  );
  const cust = await dataOf(app, saveCustomer, { fid: DEMO_FID, name: `承诺测试超市${p.tag}`, kind: 'supermarket' }, demo);
  order = await dataOf(
    app,
    saveSalesOrder,
    { fid: DEMO_FID, cust_id: cust.cust_id, delivery_date: addDays(p.today, 3), lines: [{ spec_id: p.specId, grade: 'A', qty_kg: 18, packing: '5kg/箱' }] },
    demo,
  );
  // The order was planned for B5 (as the demo's orders are): its plan is the sown batch.
  const db = app.dbHandle.db;
  await db.insert(salesPlanBatchTable).values({
    fid: DEMO_FID,
    orderId: order.order_id,
    lineId: order.lines[0]!.line_id,
    specId: p.specId,
    specVer: 1,
    sowDate: p.d(40),
    pickDate: p.d(10),
    dishes: 2,
    plants: 200,
    expectedKg: 30,
    places: [],
    status: 'sown',
    batchId: b5,
  });
  await db.update(salesOrderTable).set({ status: 'producing' }).where(eq(salesOrderTable.orderId, order.order_id));
});
afterAll(() => app.stop());

describe('订单预测 weighs grades, losses and safety intervals', () => {
  it('counts only the line’s grade as 已采收 and is on time while nothing holds the batch back', async () => {
    const d = await detail();
    // 4 kg 一级 and 3.5 kg 二级 were picked: the line wants 一级.
    expect(d.lines[0]!.harvested_kg).toBe(4);
    expect(d.forecast.harvested_kg).toBe(4);
    expect(d.forecast.state).toBe('on_time');
    expect(d.forecast.message).toMatch(/^预计 \d{4}-\d\d-\d\d 前可采收一级品 [\d.]+ kg，可按期交货$/);
  });
});

describe('植保 warns before holding back due harvests and deliveries', () => {
  const safeFrom = () => addDays(p.today, 7);

  it('previews what the interval would hold back and refuses to save without confirmation, naming them', async () => {
    const impact = await dataOf(
      app,
      getPlantProtectionImpact,
      { fid: DEMO_FID, kind: 'pest', target: '蚜虫', item_id: p.pesticideId, dose: '1500 倍液', qty: 5, date: p.today, batch_ids: [b5] },
      grower,
    );
    expect(impact.harvests).toEqual([{ batch_id: b5, batch_no: `B5-${p.tag}`, pick_from: p.d(10) }]);
    expect(impact.orders.map((o) => [o.order_no, o.delivery_date])).toEqual([[order.order_no, addDays(p.today, 3)]]);
    const r = await protect();
    expect([r.status, r.body.msg]).toEqual([
      400,
      `这次植保的安全间隔期至 ${addDays(p.today, 6)}：批次 B5-${p.tag}（${p.d(10)} 起到采收期）在 ${safeFrom()} 前不能采收；订单 ${order.order_no}（承诺测试超市${p.tag}，${addDays(p.today, 3)} 交货）在安全间隔期内交货。确认仍要施药请在确认后再保存`,
    ]);
    expect(impact.message).toBe(r.body.msg);
    // Nothing was written: the batch can still be picked.
    expect((await detail()).forecast.state).toBe('on_time');
  });

  it('saves with confirm, logging what it holds back', async () => {
    const r = await protect({ confirm: true });
    expect([r.status, r.body.msg]).toEqual([200, `植保已记录，${safeFrom()} 起可采收`]);
    const log = await dataOf(app, getFacPlantLogList, { fid: DEMO_FID, type: 'plant', size: 20 }, demo);
    expect(log.items.some((e) => e.detail.includes(`已确认影响：批次 B5-${p.tag}`))).toBe(true);
  });

  it('says the order is at risk and names the interval’s end', async () => {
    const d = await detail();
    expect(d.forecast.state).toBe('at_risk');
    expect(d.forecast.message).toBe(
      `有交货风险。记录菜${p.tag} 一号 一级：批次 B5-${p.tag} 安全间隔期至 ${md(addDays(p.today, 6))}，${md(safeFrom())} 起才能采收；一级品预计仅 4 kg（一级占采收的 75%），订单 18 kg`,
    );
    expect(d.forecast.lines[0]).toMatchObject({ at_risk: true, picked_kg: 4, expected_kg: 4 });
  });

  it('shows the pick as blocked on the to-do lists, with the reason and the day it becomes possible', async () => {
    const due = await dataOf(app, getPlantDueMoveList, { fid: DEMO_FID, page: 1, size: 50 }, grower);
    const item = due.items.find((i) => i.batch_id === b5)!;
    expect(item).toMatchObject({
      next_kind: 'pick',
      late_days: 10,
      blocked: { reason: `安全间隔期至 ${addDays(p.today, 6)}，${safeFrom()} 起可采收`, until: safeFrom() },
    });
    const other = due.items.filter((i) => i.batch_id !== b5 && i.next_kind !== 'pick');
    expect(other.every((i) => i.blocked === null)).toBe(true);
    const dash = (await dataOf(app, statsEmbed, { fid: DEMO_FID }, grower)).planting!;
    expect(dash.due.items.find((i) => i.batch_id === b5)?.blocked?.until).toBe(safeFrom());
    // Not counted as 已超期: it cannot be done.
    expect(dash.due.late_ct).toBe(dash.due.items.filter((i) => i.late_days > 0 && !i.blocked).length);
    // The server refuses that pick, as the list says.
    const { batch } = await dataOf(app, getPlantBatchDetail, { fid: DEMO_FID, batch_id: b5 }, demo);
    expect(
      (
        await callOf(
          app,
          harvestPlantBatch,
          {
            fid: DEMO_FID,
            batch_id: b5,
            version: batch.version,
            date: p.today,
            phase: 'grow',
            area_id: p.areas.grow2,
            dishes: 1,
            grades: [{ grade: 'A', kg: 1 }],
          },
          grower,
        )
      ).status,
    ).toBe(400);
  });
});

describe('完成订单', () => {
  it('refuses an order with nothing shipped: that is a cancellation', async () => {
    const o = await detail();
    const r = await callOf(app, completeSalesOrder, { fid: DEMO_FID, order_id: o.order_id, version: o.version }, demo);
    expect([r.status, r.body.msg]).toEqual([400, `订单 ${o.order_no} 还没有发货；不再交货请取消订单`]);
  });

  it('refuses an order short of a line, naming it; completes it when the rest is cancelled with a reason', async () => {
    const db = app.dbHandle.db;
    const line = order.lines[0]!;
    // 10 kg of 一级 shipped from a lot of B5 (written as the shipment module would).
    const lot =
      await db.execute(sql`insert into finished_lots (fid, lot_no, batch_id, spec_id, grade, packing, count, entered_on, entered_g, loss_g, left_g, shipped_g, shelf_days, expires_on)
      values (${DEMO_FID}, ${`FP${p.tag}`}, ${b5}, ${p.specId}, 'A', '5kg/箱', 2, ${p.d(2)}, 10000, 0, 0, 10000, 7, ${addDays(p.today, 5)}) returning lot_id`);
    const ship = await db.execute(
      sql`insert into shipments (fid, ship_no, order_id, date) values (${DEMO_FID}, ${`SP${p.tag}`}, ${order.order_id}, ${p.today}) returning shipment_id`,
    );
    const lotId = (lot as unknown as { rows: { lot_id: number }[] }).rows[0]!.lot_id;
    const shipmentId = (ship as unknown as { rows: { shipment_id: number }[] }).rows[0]!.shipment_id;
    await db.execute(
      sql`insert into shipment_items (shipment_id, fid, line_id, lot_id, g, boxes) values (${shipmentId}, ${DEMO_FID}, ${line.line_id}, ${lotId}, 10000, 2)`,
    );

    const o = await detail();
    expect(o.lines[0]!.shipped_kg).toBe(10);
    const name = `记录菜${p.tag} 一号 一级`;
    const refused = await callOf(app, completeSalesOrder, { fid: DEMO_FID, order_id: o.order_id, version: o.version }, demo);
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      `订单 ${o.order_no} 还有未发足的行：${name} 已发 10 kg，差 8 kg。剩余部分不再发货时，请填写取消原因后再完成`,
    ]);
    expect((await callRaw(app, completeSalesOrder, { fid: DEMO_FID, order_id: o.order_id, version: o.version, reason: '补' }, demo)).status).toBe(400);
    expect(
      (await callOf(app, completeSalesOrder, { fid: DEMO_FID, order_id: o.order_id, version: o.version, reason: '客户同意按实发结算' }, grower)).status,
    ).toBe(403);

    const r = await callOf(app, completeSalesOrder, { fid: DEMO_FID, order_id: o.order_id, version: o.version, reason: '客户同意按实发结算' }, demo);
    expect([r.status, r.body.msg]).toEqual([200, '订单已完成，未发部分已取消']);
    expect(r.body.data).toMatchObject({ status: 'done', remark: `未发部分取消：${name} 已发 10 kg，差 8 kg；原因：客户同意按实发结算` });
    const log = await db.select({ detail: facEventTable.detail }).from(facEventTable).where(eq(facEventTable.type, 'sales'));
    expect(log.map((e) => e.detail)).toContain(`完成订单 ${o.order_no}；未发部分取消：${name} 已发 10 kg，差 8 kg；原因：客户同意按实发结算`);
    const again = await callOf(app, completeSalesOrder, { fid: DEMO_FID, order_id: o.order_id, version: o.version + 1 }, demo);
    expect([again.status, again.body.msg]).toEqual([400, `订单 ${o.order_no} 已完成，不能完成`]);
  });
});
