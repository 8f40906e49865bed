import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallBody } from '@pfs/domain';
import { adjustFinishedLot, addFinishedEntry, getFinishedEntryList, getFinishedSummary, sellFinishedLot } from '@pfs/domain/finished';
import { getFacEvtLogList } from '@pfs/domain/syslog';
import { finishedLotTable } from '../src/modules/finished/finished.table.js';
import { createTestApp, DEMO, GROWER, login, NURSERY_FID, type TestApp, callOf, callRaw, dataOf } from './test-app.js';
import { pickedBatch, plantSetup, type PlantSetup } from './plant-batch-setup.js';

/**
 * Stock out of finished lots without an order: 批发出售 of a lower grade, 盘点调整 and 报废 with a reason. A picked
 * batch (10 kg 一级, 6 kg 二级) is entered into two lots; what leaves is counted on the lot and in the event log.
 */
let app: TestApp;
let token: string;
let grower: string;
let s: PlantSetup;
let lotA: Lot;
let lotB: Lot;
let lotSprayed: Lot;
type Lot = { lot_id: number; lot_no: string; version: number; left_kg: number; adjusted_kg: number; entered_kg: number };

beforeAll(async () => {
  app = await createTestApp();
  token = await login(app, DEMO.uniNo, DEMO.password);
  grower = await login(app, GROWER.uniNo, GROWER.password);
  s = await plantSetup(app);
  const { batchId, coldId } = await pickedBatch(app, s, { batchNo: 'B-SELL-1', grades: { A: 10, B: 6 } });
  const enter = async (grade: string, kg: number, shelf_days: number) =>
    dataOf(
      app,
      addFinishedEntry,
      { fid: s.fid, batch_id: batchId, grade, date: s.day(-2), kg, shelf_days, area_id: coldId, packing: '5kg/箱', count: 2 },
      token,
    );
  lotA = await enter('A', 10, 1); // expired yesterday
  lotB = await enter('B', 6, 7);
  // A second batch sprayed 5 days ago with a 7-day interval and picked 3 days ago: inside the interval.
  const b2 = await pickedBatch(app, s, { batchNo: 'B-SELL-2', grades: { B: 4 }, plants: 120, protectedOn: s.day(-5) });
  // Written straight into stock: entering such produce is refused itself; this lot stands for one entered before
  // the spray was recorded.
  const [l2] = await app.dbHandle.db
    .insert(finishedLotTable)
    .values({
      fid: s.fid,
      lotNo: 'F-SPRAYED',
      batchId: b2.batchId,
      specId: s.specId,
      grade: 'B',
      enteredOn: s.day(-2),
      enteredG: 4000,
      leftG: 4000,
      areaId: coldId,
      shelfDays: 7,
      expiresOn: s.day(5),
    })
    .returning();
  lotSprayed = { lot_id: l2!.lotId, lot_no: 'F-SPRAYED', version: l2!.version, left_kg: 4, adjusted_kg: 0, entered_kg: 4 };
});
afterAll(() => app?.stop());

const lotNow = async (id: number) => (await dataOf(app, getFinishedEntryList, { fid: s.fid }, token)).items.find((l) => l.lot_id === id)!;
const sell = (lot: Lot, body: Partial<CallBody<typeof sellFinishedLot>> & Pick<CallBody<typeof sellFinishedLot>, 'kg'>, t = token) =>
  callOf(app, sellFinishedLot, { fid: s.fid, lot_id: lot.lot_id, version: lot.version, ...body }, t);
const adjust = (lot: Lot, body: Partial<CallBody<typeof adjustFinishedLot>> & Pick<CallBody<typeof adjustFinishedLot>, 'kg' | 'reason'>, t = token) =>
  callOf(app, adjustFinishedLot, { fid: s.fid, lot_id: lot.lot_id, version: lot.version, ...body }, t);

describe('批发出售 without an order', () => {
  it('takes the kg off the lot, logs buyer and price, and the summary counts it out', async () => {
    const r = await sell(lotB, { kg: 2.5, buyer: '江桥批发市场 王老板', price: 3.2 });
    expect(r.status).toBe(200);
    expect(r.body.msg).toBe('已批发出售 2.5 kg');
    expect(r.body.data!).toMatchObject({ left_kg: 3.5, adjusted_kg: 2.5, version: lotB.version + 1 });
    expect(await lotNow(lotB.lot_id)).toMatchObject({ left_kg: 3.5 });
    const sum = await dataOf(app, getFinishedSummary, { fid: s.fid }, token);
    expect(sum.days.at(-1)!.adjusted_kg).toBe(2.5);
    const log = await dataOf(app, getFacEvtLogList, { fid: s.fid, type: 'warehouse' }, token);
    expect(log.items[0]).toMatchObject({ type_label: '成品仓库', detail: `批发出售 ${lotB.lot_no} 2.5 kg：批发出售给 江桥批发市场 王老板，3.2 元/kg` });
    lotB = r.body.data!;
  });

  it('needs neither buyer nor price', async () => {
    const r = await sell(lotB, { kg: 0.5 });
    expect(r.status).toBe(200);
    lotB = r.body.data!;
    expect(lotB.left_kg).toBe(3);
  });

  it('never takes a lot below 0 kg, and refuses a stale version, an expired lot and a future day', async () => {
    const over = await sell(lotB, { kg: 3.5 });
    expect(over.status).toBe(400);
    expect(over.body.msg).toBe(`成品批号 ${lotB.lot_no} 库存只有 3 kg，不能批发出售 3.5 kg`);
    expect((await sell({ ...lotB, version: lotB.version - 1 }, { kg: 1 })).status).toBe(409);
    expect((await sell(lotA, { kg: 1 })).body.msg).toMatch(/已于 .* 过期，不能出售，请报废/);
    expect((await sell(lotB, { kg: 1, date: s.day(1) })).status).toBe(400);
    expect((await sell(lotB, { kg: 0 })).body.msg).toBe('批发出售重量必须大于 0');
    expect((await sell(lotB, { kg: 1, price: -1 })).status).toBe(400);
    expect(await lotNow(lotB.lot_id)).toMatchObject({ left_kg: 3 });
  });

  it('refuses a lot holding produce picked inside a safety interval, naming the treatment and its end', async () => {
    expect(lotSprayed.lot_id).toBeGreaterThan(0);
    const r = await sell(lotSprayed, { kg: 1 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain(`成品批号 ${lotSprayed.lot_no} 含安全间隔期内采收的产品`);
    expect(r.body.msg).toContain(`安全间隔期至 ${s.day(1)} 结束，不能批发出售`);
    expect(await lotNow(lotSprayed.lot_id)).toMatchObject({ left_kg: 4 });
  });

  it('of two sales of the same kg at one version, one wins and the other gets 409', async () => {
    const [x, y] = await Promise.all([sell(lotB, { kg: 2 }), sell(lotB, { kg: 2 })]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    lotB = await lotNow(lotB.lot_id);
    expect(lotB.left_kg).toBe(1);
  });

  it('answers 403 without warehouse.edit and 404 for a lot of another factory', async () => {
    expect((await sell(lotB, { kg: 0.1 }, grower)).status).toBe(403);
    expect((await sell(lotB, { kg: 0.1, fid: NURSERY_FID })).status).toBe(404);
    expect((await adjust(lotB, { kg: 0.1, reason: '盘点差异' }, grower)).status).toBe(403);
  });
});

describe('盘点调整 and 报废', () => {
  it('writes off an expired lot with its reason, and then nothing more can leave it', async () => {
    const r = await adjust(lotA, { kind: 'scrap', kg: 10, reason: '超过保质期' });
    expect(r.status).toBe(200);
    expect(r.body.msg).toBe('已报废');
    expect(r.body.data!).toMatchObject({ left_kg: 0, adjusted_kg: 10 });
    const again = await adjust(r.body.data!, { kind: 'scrap', kg: 0.1, reason: '超过保质期' });
    expect(again.body.msg).toBe(`成品批号 ${lotA.lot_no} 库存只有 0 kg，不能报废 0.1 kg`);
    const log = await dataOf(app, getFacEvtLogList, { fid: s.fid, type: 'warehouse' }, token);
    expect(log.items[0]!.detail).toBe(`报废 ${lotA.lot_no} 10 kg：超过保质期`);
  });

  it('adjusts by stocktaking and refuses an empty reason or an unknown kind', async () => {
    const r = await adjust(lotB, { kg: 0.2, reason: '盘点差异' });
    expect(r.status).toBe(200);
    expect(r.body.msg).toBe('库存已调整');
    expect(r.body.data!.left_kg).toBe(0.8);
    expect((await adjust(r.body.data!, { kg: 0.1, reason: '' })).status).toBe(400);
    const lot = r.body.data!;
    expect(
      (await callRaw(app, adjustFinishedLot, { fid: s.fid, lot_id: lot.lot_id, version: lot.version, kg: 0.1, reason: 'x', kind: 'sale' }, token)).body.msg,
    ).toContain('调整类型');
  });
});
