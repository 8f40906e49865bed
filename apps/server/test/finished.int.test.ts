import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerTable } from '../src/modules/customer/customer.table.js';
import { salesOrderLineTable, salesOrderTable } from '../src/modules/sales/sales.table.js';
import { eq } from 'drizzle-orm';
import { type CallBody, type CallReply } from '@pfs/domain';
import * as finishedCalls from '@pfs/domain/finished';
import { addShipment, getShipment, getShipmentList, getShipOrders, proposeShipment } from '@pfs/domain/shipment';
import { getOrderTraceCodes, getTraceCodeList, getTraceInfo, getTraceScanDays } from '@pfs/domain/trace';
import { callOf, callRaw, createTestApp, dataOf, DEMO, GROWER, login, NURSERY_FID, type TestApp } from './test-app.js';
import { pickedBatch, plantSetup, type PlantSetup } from './plant-batch-setup.js';

/**
 * Finished goods to the public trace page: a picked batch (20 kg A, 5 kg B) waits in temporary storage, is
 * entered into lots in the cold room, shipped against an order line of 12 kg, and its trace code tells the story.
 */
let app: TestApp;
let token: string;
let grower: string;
let s: PlantSetup;
let batchId: number;
let orderId: number;
let lineId: number;
let coldId: number;
type Lot = CallReply<typeof finishedCalls.getFinishedStock>['items'][number];

beforeAll(async () => {
  app = await createTestApp();
  token = await login(app, DEMO.uniNo, DEMO.password);
  grower = await login(app, GROWER.uniNo, GROWER.password);
  s = await plantSetup(app);
  ({ batchId, coldId } = await pickedBatch(app, s, { batchNo: 'B-TRACE-1', grades: { A: 20, B: 5 }, protectedOn: s.day(-20) }));
  const db = app.dbHandle.db;
  const [c] = await db.insert(customerTable).values({ fid: s.fid, name: '鲜丰超市（测试）', kind: 'supermarket' }).returning();
  const [o] = await db
    .insert(salesOrderTable)
    .values({ fid: s.fid, orderNo: 'SO-T-001', custId: c!.custId, deliveryDate: s.day(2), status: 'scheduled' })
    .returning();
  orderId = o!.orderId;
  const [l] = await db
    .insert(salesOrderLineTable)
    .values({ orderId, fid: s.fid, seq: 1, specId: s.specId, grade: 'A', qtyKg: 12, packing: '5kg/箱' })
    .returning();
  lineId = l!.lineId;
});
afterAll(() => app?.stop());

const enter = (body: Partial<CallBody<typeof finishedCalls.addFinishedEntry>> & Pick<CallBody<typeof finishedCalls.addFinishedEntry>, 'kg'>, t = token) =>
  callOf(
    app,
    finishedCalls.addFinishedEntry,
    { fid: s.fid, batch_id: batchId, grade: 'A', date: s.day(-2), shelf_days: 7, area_id: coldId, packing: '5kg/箱', ...body },
    t,
  );
const tmpA = async () => (await dataOf(app, finishedCalls.getTmpStoreList, { fid: s.fid, all: true }, token)).items.find((i) => i.grade === 'A')!;

describe('temporary storage and warehouse entry', () => {
  it('lists each batch and grade harvested as waiting in temporary storage', async () => {
    const a = await tmpA();
    expect(a).toMatchObject({ harvested_kg: 20, entered_kg: 0, lost_kg: 0, tmp_kg: 20 });
  });

  it('enters kg into a lot in the cold room with a loss on entry, and conserves mass', async () => {
    const r = await enter({ kg: 8, loss_kg: 1, loss_reason: 'damage', count: 2 });
    expect(r.status).toBe(200);
    const lot = r.body.data!;
    expect(lot).toMatchObject({ entered_kg: 8, left_kg: 8, area_name: '冷库', expires_on: s.day(5), state: 'ok' });
    const a = await tmpA();
    expect(a).toMatchObject({ entered_kg: 8, lost_kg: 1, tmp_kg: 11 });
    expect(a.tmp_kg + a.entered_kg + a.lost_kg).toBe(a.harvested_kg);
  });

  it('refuses more than waits in temporary storage, naming what is there', async () => {
    const r = await enter({ kg: 11.5 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('批次 B-TRACE-1（一级）暂存只有 11 kg，不能入库 11.5 kg');
  });

  it('refuses a loss without reason, a growing room as location and a future day', async () => {
    expect((await enter({ kg: 1, loss_kg: 1 })).body.msg).toBe('有入库损耗时请选择损耗原因');
    expect((await enter({ kg: 1, area_id: s.areas.grow1 })).body.msg).toBe('栽培一区 不是冷库或包装区，不能存放成品');
    expect((await enter({ kg: 1, date: s.day(1) })).status).toBe(400);
    expect((await enter({ kg: 1e12 })).status).toBe(400);
  });

  it('answers 404 for a batch of another factory and 403 without warehouse.edit', async () => {
    expect((await enter({ fid: NURSERY_FID, kg: 1, area_id: undefined })).status).toBe(404);
    expect((await enter({ kg: 1 }, grower)).status).toBe(403);
    expect((await callOf(app, finishedCalls.getFinishedStock, { fid: s.fid }, grower)).status).toBe(403);
    expect((await callOf(app, finishedCalls.getTmpStoreList, { fid: s.fid }, grower)).status).toBe(200);
  });

  it('lists entries, stock first-expiring first, locations with their kg, the summary and pick summaries', async () => {
    expect((await enter({ kg: 10, shelf_days: 3 })).status).toBe(200);
    const stock = (await dataOf(app, finishedCalls.getFinishedStock, { fid: s.fid }, token)).items;
    expect(stock.map((l) => l.left_kg)).toEqual([10, 8]);
    const entries = await dataOf(app, finishedCalls.getFinishedEntryList, { fid: s.fid }, token);
    expect(entries.total_ct).toBe(2);
    const dist = await dataOf(app, finishedCalls.getFinishedDistribution, { fid: s.fid }, token);
    expect(dist.locations.find((l) => l.name === '冷库')).toMatchObject({ kg: 18, lots: 2 });
    const sum = await dataOf(app, finishedCalls.getFinishedSummary, { fid: s.fid }, token);
    expect(sum).toMatchObject({ stock_kg: 18, tmp_kg: 6 });
    const picks = await dataOf(app, finishedCalls.getPickSummary, { fid: s.fid, by: 'grade' }, token);
    expect(picks.total_kg).toBe(25);
    expect(picks.rows.map((r) => r.label)).toEqual(['一级', '二级']);
    expect((await callRaw(app, finishedCalls.getPickSummary, { fid: s.fid, by: 'nope' }, token)).status).toBe(400);
  });
});

describe('shipping against an order', () => {
  let lots: Lot[];
  beforeAll(async () => {
    lots = (await dataOf(app, finishedCalls.getFinishedStock, { fid: s.fid }, token)).items;
  });
  const ship = (items: CallBody<typeof addShipment>['items'], t = token, extra: Partial<CallBody<typeof addShipment>> = {}) =>
    callOf(app, addShipment, { fid: s.fid, order_id: orderId, date: s.today, vehicle: '沪A12345', driver: '李师傅', temp_c: 3.5, items, ...extra }, t);

  it('proposes lots first-expiring first for what the line still needs', async () => {
    const orders = await dataOf(app, getShipOrders, { fid: s.fid }, token);
    expect(orders.find((o) => o.order_id === orderId)?.lines[0]?.left_kg).toBe(12);
    const p = await dataOf(app, proposeShipment, { fid: s.fid, order_id: orderId }, token);
    expect(p.lines[0]!.picks.map((x) => x.kg)).toEqual([10, 2]);
    expect(p.lines[0]!.short_kg).toBe(0);
  });

  it('refuses more than the lot holds or the line wants, naming the limit', async () => {
    const [soon, late] = lots as [Lot, Lot];
    const over = await ship([{ line_id: lineId, lot_id: soon.lot_id, version: soon.version, kg: 10.5 }]);
    expect(over.body.msg).toBe(`成品批号 ${soon.lot_no} 库存只有 10 kg，不能出货 10.5 kg`);
    const line = await ship([
      { line_id: lineId, lot_id: soon.lot_id, version: soon.version, kg: 10 },
      { line_id: lineId, lot_id: late.lot_id, version: late.version, kg: 3 },
    ]);
    expect(line.status).toBe(400);
    expect(line.body.msg).toBe('订单行「生菜 意大利生菜 一级」还需发货 2 kg，不能出货 3 kg');
  });

  it('refuses lots and orders of another factory (404) and shipping without warehouse.edit (403)', async () => {
    const [soon] = lots as [Lot];
    expect((await ship([{ line_id: lineId, lot_id: soon.lot_id, version: soon.version, kg: 1 }], token, { fid: NURSERY_FID })).status).toBe(404);
    expect((await ship([{ line_id: lineId, lot_id: soon.lot_id, version: soon.version, kg: 1 }], grower)).status).toBe(403);
  });

  it('of two concurrent shipments of one lot, one wins and the other gets 409', async () => {
    const [soon] = lots as [Lot];
    const item = [{ line_id: lineId, lot_id: soon.lot_id, version: soon.version, kg: 5, boxes: 1 }];
    const [a, b] = await Promise.all([ship(item), ship(item)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const lot = (await dataOf(app, finishedCalls.getFinishedStock, { fid: s.fid }, token)).items.find((l) => l.lot_id === soon.lot_id)!;
    expect(lot.left_kg).toBe(5);
  });

  it('ships the rest, marks the order done and gives each lot a trace code', async () => {
    const now = (await dataOf(app, finishedCalls.getFinishedStock, { fid: s.fid }, token)).items;
    const [soon, late] = lots as [Lot, Lot];
    const cur = (id: number) => now.find((l) => l.lot_id === id)!;
    const r = await ship([
      { line_id: lineId, lot_id: soon.lot_id, version: cur(soon.lot_id).version, kg: 5, boxes: 1 },
      { line_id: lineId, lot_id: late.lot_id, version: cur(late.lot_id).version, kg: 2, boxes: 1 },
    ]);
    expect(r.status).toBe(200);
    const d = r.body.data!;
    expect(d.shipment.kg).toBe(7);
    expect(d.items[0]!.trace_url).toMatch(/\/trace\/[A-Za-z0-9_-]{22}$/);
    const [o] = await app.dbHandle.db.select().from(salesOrderTable).where(eq(salesOrderTable.orderId, orderId));
    expect(o!.status).toBe('done');
    const list = await dataOf(app, getShipmentList, { fid: s.fid }, token);
    expect(list.total_ct).toBe(2);
    expect((await ship([{ line_id: lineId, lot_id: late.lot_id, version: cur(late.lot_id).version + 1, kg: 1 }])).body.msg).toContain('已完成');
    expect((await callOf(app, getShipment, { fid: NURSERY_FID, shipment_id: 1 }, token)).status).toBe(404);
  });
});

describe('the public trace page', () => {
  let tid: string;
  beforeAll(async () => {
    const codes = await dataOf(app, getTraceCodeList, { fid: s.fid }, token);
    expect(codes.total_ct).toBe(3);
    tid = codes.items[0]!.tid;
  });

  it('tells the story without a session, counting scans', async () => {
    const r = await callOf(app, getTraceInfo, { tid });
    expect(r.status).toBe(200);
    const t = r.body.data!;
    expect(t.product).toMatchObject({ crop: '生菜', grade_name: '一级' });
    expect(t.story.map((x) => x.step)).toEqual(['播种', '采收']);
    expect(t.protections).toEqual([expect.objectContaining({ pesticide: '吡虫啉', respected: true })]);
    expect(t.scans).toBe(1);
    expect((await dataOf(app, getTraceInfo, { tid })).scans).toBe(2);
    const days = await dataOf(app, getTraceScanDays, { fid: s.fid }, token);
    expect(days.scans_total).toBe(2);
    expect(days.days.at(-1)?.scans).toBe(2);
  });

  it("lists an order's trace codes for its detail page, and a customer's shipments", async () => {
    const codes = await dataOf(app, getOrderTraceCodes, { fid: s.fid, order_id: orderId }, token);
    expect(codes).toHaveLength(3);
    expect(codes.find((c) => c.tid === tid)).toMatchObject({ scans: 2, url: expect.stringMatching(new RegExp(`/trace/${tid}$`)) });
    const [o] = await app.dbHandle.db.select().from(salesOrderTable).where(eq(salesOrderTable.orderId, orderId));
    const mine = await dataOf(app, getShipmentList, { fid: s.fid, cust_id: o!.custId }, token);
    expect(mine.total_ct).toBe(2);
    expect(mine.items.every((x) => x.order_no === 'SO-T-001')).toBe(true);
    expect((await dataOf(app, getShipmentList, { fid: s.fid, cust_id: o!.custId + 1000 }, token)).total_ct).toBe(0);
    // The grower sees no orders; another factory's order is not found.
    expect((await callOf(app, getOrderTraceCodes, { fid: s.fid, order_id: orderId }, grower)).status).toBe(403);
    const other = await callOf(app, getOrderTraceCodes, { fid: NURSERY_FID, order_id: orderId }, token);
    expect([other.status, other.body.msg]).toEqual([404, `订单 ${orderId} 不存在或不属于本工厂`]);
    expect((await callRaw(app, getOrderTraceCodes, { fid: s.fid, order_id: 'x' }, token)).status).toBe(400);
  });

  it('reveals no internal ids, customer, order, staff or price', async () => {
    const text = JSON.stringify((await callOf(app, getTraceInfo, { tid })).body);
    for (const secret of ['鲜丰超市', 'SO-T-001', '李师傅', '沪A12345', 'B-TRACE-1', 'price', '_id', '演示', 'operator']) expect(text).not.toContain(secret);
  });

  it('answers 404 「未找到该溯源码」 for an unknown code and 400 for a malformed one', async () => {
    const r = await callOf(app, getTraceInfo, { tid: 'AAAAAAAAAAAAAAAAAAAAAA' });
    expect(r.status).toBe(404);
    expect(r.body.msg).toBe('未找到该溯源码');
    expect((await callRaw(app, getTraceInfo, { tid: '../../etc' })).status).toBe(400);
    expect((await callOf(app, getTraceCodeList, { fid: s.fid }, grower)).status).toBe(403);
    expect((await callOf(app, getTraceCodeList, { fid: NURSERY_FID }, grower)).status).toBe(403);
  });
});
