import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { customerTable } from '../src/modules/customer/customer.table.js';
import { salesOrderLineTable, salesOrderTable } from '../src/modules/sales/sales.table.js';
import { plantBatchEventTable } from '../src/modules/plant/plant.table.js';
import { finishedLotTable } from '../src/modules/finished/finished.table.js';
import { addFinishedEntry } from '@pfs/domain/finished';
import { createPlantProtection } from '@pfs/domain/plant';
import { addShipment, proposeShipment } from '@pfs/domain/shipment';
import { getOrderTraceCodes, getTraceInfo } from '@pfs/domain/trace';
import { callOf, createTestApp, DEMO, login, type TestApp } from './test-app.js';
import { closedBatch, coldRoomOf, pickBatch, plantSetup, protectBatch, type PlantSetup } from './plant-batch-setup.js';
import { plantHistory } from './plant-record-fixture.js';

/**
 * Food safety from pick to the public trace page. A spray after a pick does not concern what that pick put into a
 * lot; a lot holding produce picked inside a safety interval never ships. Batches are written straight into the
 * tables as their calls write them (the inside-interval pick stands for records the harvest check never saw:
 * kept from before it, or imported).
 */
let app: TestApp;
let token: string;
let s: PlantSetup;
let coldId: number;
type Lot = { lot_id: number; lot_no: string; version: number };
type Prot = { date: string; concerns_lot: boolean; respected: boolean; text: string };
type Trace = { harvest_date: string; safety: { summary: string; ok: boolean }; protections: Prot[] };
const data = <T>(r: { body: { data?: unknown } }) => r.body.data as T;
const md = (day: string) => day.slice(5);

/** A closed batch: sown, then its picks (grade A) and protections in log order. */
async function batch(no: string, log: ({ pick: string; kg: number } | { protect: string })[]) {
  const batchId = await closedBatch(app, s, no);
  for (const step of log) {
    if ('protect' in step) await protectBatch(app, s, batchId, step.protect, 7);
    else await pickBatch(app, s, batchId, step.pick, { A: step.kg });
  }
  return batchId;
}

async function order(no: string, kg: number) {
  const db = app.dbHandle.db;
  const [c] = await db.insert(customerTable).values({ fid: s.fid, name: `客户${no}`, kind: 'supermarket' }).returning();
  const [o] = await db.insert(salesOrderTable).values({ fid: s.fid, orderNo: no, custId: c!.custId, deliveryDate: s.day(2), status: 'scheduled' }).returning();
  const [l] = await db.insert(salesOrderLineTable).values({ orderId: o!.orderId, fid: s.fid, seq: 1, specId: s.specId, grade: 'A', qtyKg: kg, packing: '5kg/箱' }).returning();
  return { orderId: o!.orderId, lineId: l!.lineId };
}

const enter = async (batchId: number, date: string, kg: number) => {
  const r = await callOf(app, addFinishedEntry, { fid: s.fid, batch_id: batchId, grade: 'A', date, kg, shelf_days: 30, area_id: coldId, packing: '5kg/箱' }, token);
  expect(r.status, r.body.msg).toBe(200);
  return data<Lot>(r);
};
const ship = (o: { orderId: number; lineId: number }, lot: Lot, kg: number) =>
  callOf(app, addShipment, { fid: s.fid, order_id: o.orderId, date: s.today, items: [{ line_id: o.lineId, lot_id: lot.lot_id, version: lot.version, kg, boxes: 1 }] }, token);
async function traceOf(orderId: number): Promise<Trace> {
  const [code] = data<{ tid: string }[]>(await callOf(app, getOrderTraceCodes, { fid: s.fid, order_id: orderId }, token));
  const r = await callOf(app, getTraceInfo, { tid: code!.tid });
  expect(r.status).toBe(200);
  return data<Trace>(r);
}

beforeAll(async () => {
  app = await createTestApp();
  token = await login(app, DEMO.uniNo, DEMO.password);
  s = await plantSetup(app);
  coldId = await coldRoomOf(app, s);
});
afterAll(() => app?.stop());

describe('the trace page judges each treatment against the picks in the lot', () => {
  it('a spray recorded after the pick (the same day) does not concern the shipped lot; one before it is over', async () => {
    const id = await batch('B-SAFE-1', [{ protect: s.day(-20) }, { pick: s.day(-10), kg: 10 }, { protect: s.day(-10) }]);
    const lot = await enter(id, s.day(-9), 10);
    const o = await order('SO-SAFE-1', 10);
    expect((await ship(o, lot, 10)).status).toBe(200);
    const t = await traceOf(o.orderId);
    expect(t.harvest_date).toBe(s.day(-10));
    expect(t.safety).toEqual({ ok: true, summary: '本批产品采收前使用农药 1 次，采收时均已过安全间隔期' });
    expect(t.protections.map((p) => [p.concerns_lot, p.respected, p.text])).toEqual([
      [true, true, `${s.day(-20)} 使用 吡虫啉（防治蚜虫），安全间隔期 7 天，至 ${md(s.day(-14))} 止；本批采收于 ${md(s.day(-10))}，已过安全间隔期`],
      [false, true, `${s.day(-10)} 使用 吡虫啉（防治蚜虫），在本批产品采收之后，不涉及本批产品`],
    ]);
  });

  it('says 本批次未使用农药 only for a batch without protection records', async () => {
    const id = await batch('B-SAFE-0', [{ pick: s.day(-5), kg: 4 }]);
    const lot = await enter(id, s.day(-5), 4);
    const o = await order('SO-SAFE-0', 4);
    expect((await ship(o, lot, 4)).status).toBe(200);
    const t = await traceOf(o.orderId);
    expect([t.safety, t.protections]).toEqual([{ ok: true, summary: '本批次未使用农药' }, []]);
  });
});

// Sprayed on day −12 (7 days: harvest from day −5); 6 kg picked on day −8, inside; 4 kg on day −4, after it.
const log = () => [{ protect: s.day(-12) }, { pick: s.day(-8), kg: 6 }, { pick: s.day(-4), kg: 4 }];

describe('produce picked inside a safety interval', () => {
  it('leaves temporary storage only as a loss: entering it is refused naming the treatment and its end', async () => {
    const id = await batch('B-SAFE-2', log());
    const r = await callOf(app, addFinishedEntry, { fid: s.fid, batch_id: id, grade: 'A', date: s.day(-4), kg: 6, shelf_days: 30, area_id: coldId }, token);
    expect([r.status, r.body.msg]).toEqual([
      400,
      `批次 B-SAFE-2（一级）暂存中有安全间隔期内采收的产品：${s.day(-8)} 采收，${s.day(-12)} 施用的 吡虫啉 安全间隔期至 ${s.day(-6)} 结束，不能入库；请将这部分按损耗登记（入库重量填 0）`,
    ]);
    const loss = await callOf(app, addFinishedEntry, { fid: s.fid, batch_id: id, grade: 'A', date: s.day(-4), kg: 0, loss_kg: 6, loss_reason: 'quality', shelf_days: 30 }, token);
    expect(loss.status, loss.body.msg).toBe(200);
    await enter(id, s.day(-4), 4);
  });

  it('counts a voided spray for nothing (voiding marks the record, as 作废 does)', async () => {
    const id = await batch('B-SAFE-4', log());
    await app.dbHandle.db
      .update(plantBatchEventTable)
      .set({ voided: true })
      .where(and(eq(plantBatchEventTable.batchId, id), eq(plantBatchEventTable.kind, 'protect')));
    await enter(id, s.day(-4), 10);
  });
});

describe('an entry dated before a pick it takes out of temporary storage', () => {
  it('is refused naming that pick’s day; first picked first entered decides which picks an entry takes', async () => {
    // 6 kg picked on day −8, 4 kg on day −4, no treatments.
    const id = await batch('B-DATE-1', [{ pick: s.day(-8), kg: 6 }, { pick: s.day(-4), kg: 4 }]);
    await enter(id, s.day(-6), 5);
    // The next 3 kg are the last 1 kg of day −8 and 2 kg of day −4: they cannot have been entered on day −6.
    const r = await callOf(app, addFinishedEntry, { fid: s.fid, batch_id: id, grade: 'A', date: s.day(-6), kg: 3, shelf_days: 30, area_id: coldId }, token);
    const shown = (d: string, ref: string) => (d.slice(0, 4) === ref.slice(0, 4) ? d.slice(5) : d);
    const [early, pick] = [s.day(-6), s.day(-4)];
    expect([r.status, r.body.msg]).toEqual([400, `入库日期 ${shown(early, pick)} 早于所取采收（${shown(pick, early)} 采收）；请选择 ${shown(pick, early)} 或之后`]);
    const loss = await callOf(app, addFinishedEntry, { fid: s.fid, batch_id: id, grade: 'A', date: s.day(-6), kg: 0, loss_kg: 3, loss_reason: 'quality', shelf_days: 30 }, token);
    expect(loss.status).toBe(400);
    await enter(id, s.day(-4), 3);
  });
});

describe('a lot holding produce picked inside a safety interval', () => {
  let o: { orderId: number; lineId: number };
  let inside: Lot;
  let after: Lot;
  beforeAll(async () => {
    const id = await batch('B-SAFE-3', log());
    // Entered before entries were checked (kept from an older version): the lot is in stock.
    const [l] = await app.dbHandle.db
      .insert(finishedLotTable)
      .values({ fid: s.fid, lotNo: 'F-OLD-001', batchId: id, specId: s.specId, grade: 'A', enteredOn: s.day(-4), enteredG: 6000, leftG: 6000, shelfDays: 30, expiresOn: s.day(26), areaId: coldId })
      .returning();
    inside = { lot_id: l!.lotId, lot_no: l!.lotNo, version: l!.version };
    after = await enter(id, s.day(-4), 4);
    o = await order('SO-SAFE-3', 30);
  });

  it('is not proposed for a shipment', async () => {
    const p = data<{ lines: { picks: { lot_id: number }[]; lots: { lot_id: number }[] }[] }>(await callOf(app, proposeShipment, { fid: s.fid, order_id: o.orderId }, token));
    expect(p.lines[0]!.picks.map((x) => x.lot_id)).toContain(after.lot_id);
    expect(p.lines[0]!.picks.map((x) => x.lot_id)).not.toContain(inside.lot_id);
    expect(p.lines[0]!.lots.map((x) => x.lot_id)).not.toContain(inside.lot_id);
  });

  it('is refused at shipment, naming the lot, the treatment and the day its interval ends', async () => {
    const r = await ship(o, inside, 6);
    expect([r.status, r.body.msg]).toEqual([
      400,
      `成品批号 ${inside.lot_no} 含安全间隔期内采收的产品：批次 B-SAFE-3 于 ${s.day(-8)} 采收，${s.day(-12)} 施用的 吡虫啉 安全间隔期至 ${s.day(-6)} 结束，不能出货`,
    ]);
    expect(data<unknown[]>(await callOf(app, getOrderTraceCodes, { fid: s.fid, order_id: o.orderId }, token))).toEqual([]);
  });

  it('leaves the lot of the later pick free to ship, its trace page saying the interval was over', async () => {
    expect((await ship(o, after, 4)).status).toBe(200);
    const t = await traceOf(o.orderId);
    expect(t.safety.ok).toBe(true);
    expect(t.protections[0]!.text).toBe(`${s.day(-12)} 使用 吡虫啉（防治蚜虫），安全间隔期 7 天，至 ${md(s.day(-6))} 止；本批采收于 ${md(s.day(-4))}，已过安全间隔期`);
  });
});

describe('a spray recorded after a batch in its room was picked clean', () => {
  it('is refused naming that batch, never recorded without it (its produce would read 未使用农药)', async () => {
    const p = await plantHistory(app, token);
    // B1 stood in 栽培测试一区 until it was picked clean on day −5; the room was sprayed on day −8, recorded only now.
    const r = await callOf(app, createPlantProtection, { fid: s.fid, date: p.d(8), kind: 'pest', target: '蚜虫', item_id: p.pesticideId, dose: '1000 倍液', qty: 10, area_ids: [p.areas.grow1], batch_ids: [] }, token);
    expect([r.status, r.body.msg]).toEqual([
      400,
      `批次 ${p.no('B1')} 在 ${p.d(8)} 位于 栽培测试一区${p.tag}，已于 ${p.d(5)} 结束（全部采收或损耗），这次植保不能补记在它之后的记录之前：请先作废该批次 ${p.d(8)} 之后的采收记录再记录植保，或改为指定批次施药`,
    ]);
  });
});
