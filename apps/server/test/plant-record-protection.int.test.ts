import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type CallBody } from '@pfs/domain';
import { getMaterialOptions } from '@pfs/domain/material';
import {
  addDays,
  createPlantProtection,
  exportPlantProtectionList,
  getFacPlantLogList,
  getPlantBatchDetail,
  getPlantProtection,
  getPlantProtectionList,
  harvestPlantBatch,
} from '@pfs/domain/plant';
import { materialItemTable, materialLotTable } from '../src/modules/material/material.table.js';
import { DEMO, DEMO_FID, GROWER, NURSERY_FID, callOf, dataOf, login, startWithSessions, type TestApp } from './test-app.js';
import { plantHistory, pngBytes, uploadPic, type Planting } from './plant-record-fixture.js';

let app: TestApp, demo: string, grower: string;
let p: Planting;

/** A pest treatment with 50 ml of the fixture's pesticide, unless the body says otherwise. */
const protect = (body: Partial<CallBody<typeof createPlantProtection>>, token = grower) =>
  callOf(app, createPlantProtection, { fid: DEMO_FID, kind: 'pest', target: '蚜虫', item_id: p.pesticideId, dose: '1500 倍液', qty: 50, date: p.today, ...body }, token);
const batchOf = (batchId: number) => dataOf(app, getPlantBatchDetail, { fid: DEMO_FID, batch_id: batchId }, demo);

beforeAll(async () => {
  [app, demo, grower] = await startWithSessions([DEMO, GROWER]);
  p = await plantHistory(app, demo);
});
afterAll(() => app.stop());

describe('植保 and the safety interval', () => {
  let protId: number;

  it('treats the named batch, freezes the interval and appends a protect event', async () => {
    const before = await batchOf(p.batches.b4);
    const r = await protect({ date: p.d(1), batch_ids: [p.batches.b4], remark: '叶背喷施' });
    expect([r.status, r.body.msg]).toEqual([200, `植保已记录，${addDays(p.d(1), 7)} 起可采收`]);
    const v = r.body.data!;
    protId = v.prot_id;
    expect(v).toMatchObject({
      date: p.d(1),
      kind: 'pest',
      kind_label: '虫害防治',
      target: '蚜虫',
      item_name: `吡虫啉${p.tag}`,
      reg_no: 'PD20000001',
      dose: '1500 倍液',
      qty: 50,
      unit: 'ml',
      safe_days: 7,
      safe_from: addDays(p.d(1), 7),
      batches: [{ batch_id: p.batches.b4, batch_no: p.no('B4') }],
      areas: [],
      remark: '叶背喷施',
      operator_name: '李种植',
    });
    const after = await batchOf(p.batches.b4);
    // A protection needs no version from the user but moves the batch's, so a form opened before it is stale.
    expect(after.batch.version).toBe(before.batch.version + 1);
    expect(after.batch.safe_from).toBe(addDays(p.d(1), 7));
    expect(after.events.at(-1)).toMatchObject({ kind: 'protect', prot_id: protId, pesticide: `吡虫啉${p.tag}` });
  });

  it("counts the pest pictures of its day on a batch it treated, not other days' or crop photos", async () => {
    const png = await pngBytes(40, 30);
    const up = (body: object) => uploadPic(app, grower, { kind: 'pest', taken_on: p.d(1), batch_id: p.batches.b4, ...body }, png);
    for (const r of [await up({}), await up({}), await up({ kind: 'plant' }), await up({ taken_on: p.d(2) })]) expect(r.status).toBe(200);
    const r = await dataOf(app, getPlantProtectionList, { fid: DEMO_FID, batch_id: p.batches.b4, page: 1, size: 20 }, demo);
    const row = r.items.find((x) => x.prot_id === protId);
    expect(row?.pic_ct).toBe(2);
  });

  it('refuses a harvest inside the interval, naming the pesticide and its last day', async () => {
    const { batch } = await batchOf(p.batches.b4);
    const r = await callOf(
      app,
      harvestPlantBatch,
      { fid: DEMO_FID, batch_id: p.batches.b4, version: batch.version, date: p.today, phase: 'grow', area_id: p.areas.grow2, dishes: 20, grades: [{ grade: 'A', kg: 10 }] },
      grower,
    );
    expect([r.status, r.body.msg]).toEqual([
      400,
      `批次 ${p.no('B4')} 在 ${p.d(1)} 施用了 吡虫啉${p.tag}，安全间隔期 7 天，至 ${addDays(p.d(1), 6)} 结束，${addDays(p.d(1), 7)} 起才能采收`,
    ]);
  });

  it('treats the live batches standing in a named area that day, not deleted ones', async () => {
    const r = await protect({ date: p.today, kind: 'prevent', target: '霜霉病', area_ids: [p.areas.seedRoom], qty: 10 });
    expect(r.status).toBe(200);
    const v = r.body.data!;
    expect(v.batches.map((b) => b.batch_no)).toEqual([p.no('B2')]);
    expect(v.areas).toEqual([{ area_id: p.areas.seedRoom, name: `育苗测试室${p.tag}` }]);
  });

  it('refuses what it cannot treat, in Chinese', async () => {
    const empty = await protect({ date: p.today, area_ids: [p.areas.grow1] });
    expect([empty.status, empty.body.msg]).toEqual([400, `栽培测试一区${p.tag} 在 ${p.today} 没有生产中的批次，请选择施药的批次`]);
    const closed = await protect({ date: p.today, batch_ids: [p.batches.b1] });
    expect([closed.status, closed.body.msg]).toEqual([400, `批次 ${p.no('B1')} 已于 ${p.d(5)} 结束（全部采收或损耗），不能再植保`]);
    const deleted = await protect({ date: p.today, batch_ids: [p.batches.b3] });
    expect([deleted.status, deleted.body.msg]).toEqual([400, `批次 ${p.no('B3')} 已删除，不能植保`]);
    const early = await protect({ date: p.d(15), batch_ids: [p.batches.b4] });
    expect([early.status, early.body.msg]).toEqual([400, `日期 ${p.d(15)} 早于批次 ${p.no('B4')} 最近一次记录的日期 ${p.d(1)}，请按时间顺序记录`]);
    const future = await protect({ date: addDays(p.today, 1), batch_ids: [p.batches.b4] });
    expect([future.status, future.body.msg]).toEqual([400, `日期 ${addDays(p.today, 1)} 晚于今天（${p.today}），不能记录未来的操作`]);
    const seed = await protect({ date: p.today, batch_ids: [p.batches.b4], item_id: p.seedId });
    expect([seed.status, seed.body.msg]).toEqual([400, `记录菜种子${p.tag} 不是农药，植保只能选择农药`]);
    const nothing = await protect({ date: p.today });
    expect([nothing.status, nothing.body.msg]).toEqual([400, '参数 batch_ids：请选择施药的区域或批次']);
  });

  it("answers 404 for another factory's pesticide, batch, area or protection", async () => {
    const [other] = await app.dbHandle.db.insert(materialItemTable).values({ fid: NURSERY_FID, kind: 'pesticide', name: '别厂农药', unit: 'ml', safetyDays: 3 }).returning();
    const item = await protect({ date: p.today, batch_ids: [p.batches.b4], item_id: other!.itemId });
    expect([item.status, item.body.msg]).toEqual([404, `农药 ${other!.itemId} 不存在`]);
    // The demo manager belongs to both factories: under the nursery, the demo factory's ids do not exist.
    const batch = await callOf(app, createPlantProtection, { fid: NURSERY_FID, kind: 'pest', target: '蚜虫', item_id: other!.itemId, dose: '1000 倍', qty: 1, date: p.today, batch_ids: [p.batches.b4] }, demo);
    expect([batch.status, batch.body.msg]).toEqual([404, `批次 ${p.batches.b4} 不存在`]);
    const area = await callOf(app, createPlantProtection, { fid: NURSERY_FID, kind: 'pest', target: '蚜虫', item_id: other!.itemId, dose: '1000 倍', qty: 1, date: p.today, area_ids: [p.areas.grow2] }, demo);
    expect([area.status, area.body.msg]).toEqual([404, `区域 ${p.areas.grow2} 不存在`]);
    const get = await callOf(app, getPlantProtection, { fid: NURSERY_FID, prot_id: protId }, demo);
    expect([get.status, get.body.msg]).toEqual([404, `植保记录 ${protId} 不存在`]);
  });

  it('lists protections newest first, filtered by batch, kind and pesticide', async () => {
    const list = (body: Omit<CallBody<typeof getPlantProtectionList>, 'fid'>) => dataOf(app, getPlantProtectionList, { fid: DEMO_FID, item_id: p.pesticideId, ...body }, grower);
    const all = await list({});
    expect(all.items.map((x) => [x.date, x.kind])).toEqual([
      [p.today, 'prevent'],
      [p.d(1), 'pest'],
    ]);
    expect((await list({ batch_id: p.batches.b4 })).items.map((x) => x.prot_id)).toEqual([protId]);
    expect((await list({ kind: 'disease' })).total_ct).toBe(0);
    expect((await list({ start_day: p.today })).total_ct).toBe(1);
    expect((await list({ size: 1, page: 2 })).items.map((x) => x.prot_id)).toEqual([protId]);
    const one = await dataOf(app, getPlantProtection, { fid: DEMO_FID, prot_id: protId }, grower);
    expect(one.batches).toEqual([{ batch_id: p.batches.b4, batch_no: p.no('B4') }]);
    const exp = await dataOf(app, exportPlantProtectionList, { fid: DEMO_FID, item_id: p.pesticideId }, grower);
    expect(exp.rows).toBe(2);
  });

  it('logs each protection as a planting event', async () => {
    const r = await dataOf(app, getFacPlantLogList, { fid: DEMO_FID, type: 'plant', size: 50 }, demo);
    const details = r.items.map((e) => e.detail);
    expect(details.some((d) => d.startsWith('植保（虫害防治）蚜虫：') && d.includes(`批次 ${p.no('B4')}`))).toBe(true);
  });

  it('refuses a role without plant.edit', async () => {
    const sales = await login(app, 'sales01', 'pfs123456');
    const r = await protect({ date: p.today, batch_ids: [p.batches.b4] }, sales);
    expect([r.status, r.body.msg]).toEqual([403, '没有权限：管理种植批次（plant.edit）']);
  });
});

describe('植保 takes the pesticide from stock', () => {
  it('issues the quantity from the first-expiring lot and names the lots taken', async () => {
    const [lot] = await app.dbHandle.db.select().from(materialLotTable).where(eq(materialLotTable.lotId, p.lotId));
    // 50 ml and 10 ml were used by the protections above.
    expect(lot!.qty).toBe(940);
    const r = await dataOf(app, getPlantProtectionList, { fid: DEMO_FID, item_id: p.pesticideId, kind: 'pest' }, grower);
    expect(r.items[0]!.lots).toEqual([{ lot_id: p.lotId, lot_no: `L${p.tag}`, qty: 50 }]);
  });

  it('refuses more than the stock holds, naming what is left, and treats nothing', async () => {
    const before = await batchOf(p.batches.b2);
    const r = await protect({ date: p.today, batch_ids: [p.batches.b2], qty: 5000 });
    expect([r.status, r.body.msg]).toEqual([400, `农药 吡虫啉${p.tag}库存不足：需要 5,000 ml，只剩 940 ml`]);
    expect((await batchOf(p.batches.b2)).batch.version).toBe(before.batch.version);
  });

  it('lets a grower pin a lot from the options (first-expiring first), refusing an expired or short lot by name', async () => {
    const db = app.dbHandle.db;
    const lot = (lotNo: string, qty: number, expiresOn: string) =>
      db.insert(materialLotTable).values({ fid: DEMO_FID, itemId: p.pesticideId, lotNo, receivedOn: p.d(0), expiresOn, qtyReceived: qty, qty }).returning();
    const [small] = await lot(`S${p.tag}`, 20, addDays(p.today, 20));
    const [old] = await lot(`X${p.tag}`, 100, addDays(p.today, -1));
    // A grower (plant.list, no supply.list) reads the pesticide's usable lots with the options: the expired one is left out.
    const opts = await dataOf(app, getMaterialOptions, { fid: DEMO_FID, kind: 'pesticide' }, grower);
    const item = opts.find((i) => i.item_id === p.pesticideId)!;
    expect(item.lots.map((l) => l.lot_no)).toEqual([`S${p.tag}`, `L${p.tag}`]);
    const expired = await protect({ date: p.today, batch_ids: [p.batches.b2], qty: 5, lot_id: old!.lotId });
    expect([expired.status, expired.body.msg]).toEqual([400, `农药 吡虫啉${p.tag}批号 X${p.tag} 已于 ${addDays(p.today, -1)} 过期，不能领用`]);
    const short = await protect({ date: p.today, batch_ids: [p.batches.b2], qty: 30, lot_id: small!.lotId });
    expect([short.status, short.body.msg]).toEqual([400, `农药 吡虫啉${p.tag}批号 S${p.tag} 只剩 20 ml，不能减少 30 ml`]);
    // The pinned lot is taken even though another would go first.
    const ok = await protect({ date: p.today, batch_ids: [p.batches.b2], qty: 5, lot_id: p.lotId });
    expect(ok.status).toBe(200);
    expect(ok.body.data!.lots).toEqual([{ lot_id: p.lotId, lot_no: `L${p.tag}`, qty: 5 }]);
  });
});
