import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, type AnyCall, type CallBody, type CallReply } from '@pfs/domain';
import { downloadExportFile } from '@pfs/domain/iot-history';
import * as materialCalls from '@pfs/domain/material';
import { addDays } from '@pfs/domain/plant';
import type { Db } from '../src/db/client.js';
import { DEMO, DEMO_FID, GROWER, NURSERY_FID, callOf, callRaw, createTestApp, login, type TestApp } from './test-app.js';

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const day = (n: number) => addDays(TODAY, n);

let app: TestApp;
let demo: string;
let grower: string;
let store: string;

beforeAll(async () => {
  app = await createTestApp();
  [demo, grower, store] = await Promise.all([
    login(app, DEMO.uniNo, DEMO.password),
    login(app, GROWER.uniNo, GROWER.password),
    login(app, 'wh01', 'pfs123456'),
  ]);
}, 60_000);
afterAll(() => app.stop());

/** A call in the demo factory: the body without its fid. */
const post = <C extends AnyCall>(def: C, body: Omit<CallBody<C>, 'fid'>, token = demo) => callOf(app, def, { fid: DEMO_FID, ...body } as CallBody<C>, token);
/** The same with a body the types forbid. */
const postRaw = (def: AnyCall, body: Record<string, unknown>, token = demo) => callRaw(app, def, { fid: DEMO_FID, ...body }, token);
async function data<C extends AnyCall>(def: C, body: Omit<CallBody<C>, 'fid'>, token = demo): Promise<CallReply<C>> {
  const r = await post(def, body, token);
  expect([def.url, r.status, r.body.msg]).toEqual([def.url, 200, expect.any(String)]);
  return r.body.data as CallReply<C>;
}
const seedItem = (name: string, extra: Record<string, unknown> = {}) =>
  data(materialCalls.saveMaterialItem, { kind: 'seed', name, unit: '粒', spec: '1000 粒/袋', crop: '生菜', variety: name, germination_rate: 95, ...extra });
const receive = (item: materialCalls.MaterialItem, lot_no: string, qty: number, dates: { received_on?: string; expires_on?: string | null } = {}) =>
  data(materialCalls.receiveMaterialLot, {
    kind: item.kind,
    item_id: item.item_id,
    lot_no,
    qty,
    received_on: dates.received_on ?? day(-10),
    expires_on: dates.expires_on ?? null,
  });
const lotsOf = async (item: materialCalls.MaterialItem) => (await data(materialCalls.getMaterialLotList, { kind: item.kind, item_id: item.item_id })).items;

describe('stock movements of a seed', () => {
  it('receives two lots, issues first-expiring first across both, adjusts and takes a return back', async () => {
    const item = await seedItem('意大利生菜');
    const later = await receive(item, 'L-LATE', 1000, { received_on: day(-20), expires_on: day(200) });
    expect(later.lots[0]).toMatchObject({ lot_no: 'L-LATE', qty: 1000, qty_received: 1000, state: 'ok' });
    expect(later.moves[0]).toMatchObject({ kind: 'receive', kind_label: '入库', qty: 1000, qty_after: 1000, operator_name: expect.any(String) });
    // Received later but expires sooner: it goes out first.
    await receive(item, 'L-SOON', 300, { received_on: day(-5), expires_on: day(60) });

    const issued = await data(materialCalls.issueMaterial, { kind: 'seed', item_id: item.item_id, qty: 500, date: TODAY, reason: '播种' });
    expect(issued.moves.map((m) => [m.lot_no, m.qty, m.qty_after])).toEqual([
      ['L-SOON', -300, 0],
      ['L-LATE', -200, 800],
    ]);
    expect(Object.fromEntries(issued.lots.map((l) => [l.lot_no, [l.qty, l.state]]))).toEqual({ 'L-LATE': [800, 'ok'], 'L-SOON': [0, 'empty'] });

    const late = issued.lots.find((l) => l.lot_no === 'L-LATE')!;
    const adjusted = await data(materialCalls.adjustMaterialLot, { kind: 'seed', lot_id: late.lot_id, delta: -50.5, date: TODAY, reason: '盘点短少' });
    expect(adjusted.moves[0]).toMatchObject({ kind: 'adjust', qty: -50.5, qty_after: 749.5, reason: '盘点短少' });

    const back = await data(materialCalls.returnMaterial, { kind: 'seed', lot_id: late.lot_id, qty: 100, date: TODAY, reason: '播种剩余' });
    expect(back.moves[0]).toMatchObject({ kind: 'return', qty: 100, qty_after: 849.5 });
    // Only 200 went out of this lot: 100 came back, 100 more may.
    const tooMuch = await post(materialCalls.returnMaterial, { kind: 'seed', lot_id: late.lot_id, qty: 150, date: TODAY });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.msg).toBe('批号 L-LATE 领用了 200 粒，已退回 100 粒，最多还能退 100 粒');

    const moves = await data(materialCalls.getMaterialMoveList, { kind: 'seed', lot_id: late.lot_id });
    expect(moves.items.map((m) => [m.kind, m.qty, m.qty_after])).toEqual([
      ['return', 100, 849.5],
      ['adjust', -50.5, 749.5],
      ['issue', -200, 800],
      ['receive', 1000, 1000],
    ]);
    const [listed] = (await data(materialCalls.getMaterialItemList, { kind: 'seed', kw: '意大利' })).items;
    expect(listed).toMatchObject({ qty: 849.5, lot_ct: 1, next_expiry: day(200) });
  });

  it('refuses an issue larger than the stock, naming what is left and what has expired', async () => {
    const item = await seedItem('罗马生菜');
    await receive(item, 'R-1', 600, { received_on: day(-30), expires_on: day(30) });
    await receive(item, 'R-OLD', 400, { received_on: day(-100), expires_on: day(-1) });
    const r = await post(materialCalls.issueMaterial, { kind: 'seed', item_id: item.item_id, qty: 1200, date: TODAY });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('种子 罗马生菜库存不足：需要 1,200 粒，只剩 600 粒（另有 400 粒已过期，不能使用）');
    // Nothing was taken.
    expect((await lotsOf(item)).map((l) => l.qty).sort()).toEqual([400, 600]);

    const [old] = (await lotsOf(item)).filter((l) => l.lot_no === 'R-OLD');
    expect(old!.state).toBe('expired');
    const pinned = await post(materialCalls.issueMaterial, { kind: 'seed', item_id: item.item_id, lot_id: old!.lot_id, qty: 1, date: TODAY });
    expect([pinned.status, pinned.body.msg]).toEqual([400, `种子 罗马生菜批号 R-OLD 已于 ${day(-1)} 过期，不能领用`]);
    const below = await post(materialCalls.adjustMaterialLot, { kind: 'seed', lot_id: old!.lot_id, delta: -401, date: TODAY, reason: '过期报废' });
    expect([below.status, below.body.msg]).toEqual([400, '种子 罗马生菜批号 R-OLD 只剩 400 粒，不能减少 401 粒']);
    const future = await post(materialCalls.issueMaterial, { kind: 'seed', item_id: item.item_id, qty: 1, date: day(1) });
    expect([future.status, future.body.msg]).toEqual([400, `日期 ${day(1)} 晚于今天（${TODAY}），不能记录未来的操作`]);
  });

  it('never takes a lot below zero when issues arrive at once', async () => {
    const item = await seedItem('奶油生菜');
    await receive(item, 'C-1', 10);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => post(materialCalls.issueMaterial, { kind: 'seed', item_id: item.item_id, qty: 3, date: TODAY })),
    );
    const done = results.filter((r) => r.status === 200);
    expect(done).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('种子 奶油生菜库存不足：需要 3 粒，只剩 1 粒');
    }
    const [lot] = await lotsOf(item);
    expect(lot!.qty).toBe(1);
    // Each movement's balance is one the lot really had, in order.
    const moves = await data(materialCalls.getMaterialMoveList, { kind: 'seed', item_id: item.item_id, move_kind: 'issue' });
    expect(moves.items.map((m) => m.qty_after).sort()).toEqual([1, 4, 7]);
  });

  it('issues inside another module’s transaction and takes nothing when that transaction fails', async () => {
    const item = await seedItem('紫叶生菜');
    await receive(item, 'P-1', 50);
    const uid = 1;
    await expect(
      app.dbHandle.db.transaction(async (tx) => {
        const out = await app.services.materials.issueFifo(tx as unknown as Db, {
          fid: DEMO_FID,
          kind: 'seed',
          item_id: item.item_id,
          qty: 20,
          date: TODAY,
          uid,
        });
        expect(out.allocations).toEqual([{ lot_id: expect.any(Number), lot_no: 'P-1', qty: 20, move_id: expect.any(Number) }]);
        throw new Error('sowing refused after the issue');
      }),
    ).rejects.toThrow('sowing refused');
    expect((await lotsOf(item))[0]!.qty).toBe(50);
    await expect(
      app.dbHandle.db.transaction((tx) =>
        app.services.materials.issueFifo(tx as unknown as Db, { fid: DEMO_FID, kind: 'pesticide', item_id: item.item_id, qty: 1, date: TODAY, uid }),
      ),
    ).rejects.toThrow(`农药不存在（编号 ${item.item_id}）`);
  });
});

describe('items, suppliers and lots', () => {
  it('keeps names unique, asks pesticides for their safety interval and lot numbers unique per item', async () => {
    const dup = await post(materialCalls.saveMaterialItem, { kind: 'seed', name: '意大利生菜', unit: '粒' });
    expect([dup.status, dup.body.msg]).toEqual([409, '种子 意大利生菜 已存在，请换一个名称']);
    const noDays = await post(materialCalls.saveMaterialItem, { kind: 'pesticide', name: '吡虫啉', unit: 'mL' });
    expect([noDays.status, noDays.body.msg]).toEqual([400, '参数 safety_days：农药须填写安全间隔期（天）']);
    const pest = await data(materialCalls.saveMaterialItem, {
      kind: 'pesticide',
      name: '吡虫啉',
      unit: 'mL',
      safety_days: 7,
      reg_no: 'PD20080001',
      crop: '不该保存',
    });
    expect(pest).toMatchObject({ safety_days: 7, reg_no: 'PD20080001', crop: '', qty: 0 });
    const sup = await data(materialCalls.saveMaterialSupplier, { kind: 'pesticide', name: '绿丰农资', phone: '0571-88888888' });
    await data(materialCalls.receiveMaterialLot, {
      kind: 'pesticide',
      item_id: pest.item_id,
      lot_no: 'Y1',
      qty: 500,
      supplier_id: sup.supplier_id,
      received_on: day(-3),
      expires_on: day(300),
      price: 0.12,
    });
    const again = await post(materialCalls.receiveMaterialLot, { kind: 'pesticide', item_id: pest.item_id, lot_no: 'Y1', qty: 1, received_on: TODAY });
    expect([again.status, again.body.msg]).toEqual([409, '农药 吡虫啉 已有批号 Y1']);
    // The unit of an item with lots is fixed: its quantities are counted in it.
    const unit = await post(materialCalls.saveMaterialItem, { kind: 'pesticide', item_id: pest.item_id, name: '吡虫啉', unit: 'L', safety_days: 7 });
    expect([unit.status, unit.body.msg]).toEqual([409, '农药 吡虫啉 已有入库批号，单位 mL 不能改为 L']);
    const sups = await data(materialCalls.getMaterialSupplierList, { kind: 'supply', kw: '绿丰' });
    expect(sups.items).toEqual([expect.objectContaining({ name: '绿丰农资', lot_ct: 1 })]);
  });

  it('corrects a lot’s papers without touching its quantity', async () => {
    const item = await data(materialCalls.saveMaterialItem, { kind: 'supply', name: '育苗海绵块', unit: '块', category: 'sponge' });
    const { lots } = await data(materialCalls.receiveMaterialLot, { kind: 'supply', item_id: item.item_id, lot_no: 'S-1', qty: 2000, received_on: day(-1) });
    const lot = await data(materialCalls.updateMaterialLot, {
      kind: 'supply',
      lot_id: lots[0]!.lot_id,
      lot_no: 'S-1A',
      supplier_id: null,
      expires_on: day(10),
      remark: '更正批号',
    });
    expect(lot).toMatchObject({ lot_no: 'S-1A', qty: 2000, expires_on: day(10), state: 'expiring', remark: '更正批号' });
    const expiring = await data(materialCalls.getMaterialLotList, { kind: 'supply', state: 'expiring' });
    expect(expiring.items.map((l) => l.lot_no)).toEqual(['S-1A']);
  });

  it('warns of low stock, lots expiring soon and expired lots with stock', async () => {
    const item = await data(materialCalls.saveMaterialItem, { kind: 'supply', name: '营养液A', unit: 'L', category: 'nutrient', low_stock_qty: 100 });
    await data(materialCalls.receiveMaterialLot, {
      kind: 'supply',
      item_id: item.item_id,
      lot_no: 'N-OLD',
      qty: 20,
      received_on: day(-60),
      expires_on: day(-2),
    });
    await data(materialCalls.receiveMaterialLot, { kind: 'supply', item_id: item.item_id, lot_no: 'N-NEW', qty: 50, received_on: day(-1), expires_on: day(5) });
    const warnings = (await data(materialCalls.getMaterialStockWarnings, { kind: 'supply', days: 7 })).filter((w) => w.item_id === item.item_id);
    expect(warnings.map((w) => w.msg)).toEqual([
      `耗材 营养液A批号 N-OLD 已于 ${day(-2)} 过期，剩 20 L`,
      `耗材 营养液A批号 N-NEW 将于 ${day(5)} 过期（还有 5 天），剩 50 L`,
      '耗材 营养液A库存 50 L，低于预警值 100 L',
    ]);
    const low = await data(materialCalls.getMaterialItemList, { kind: 'supply', low_only: true });
    expect(low.items.map((i) => i.name)).toContain('营养液A');
  });

  it('exports a list as an Excel file that downloads once asked for', async () => {
    const f = await data(materialCalls.exportMaterialLotList, { kind: 'seed' });
    expect(f.rows).toBeGreaterThan(3);
    expect(f.file_name).toMatch(/^种子批号库存_\d{8}\.xlsx$/);
    const res = await app.inject({ method: downloadExportFile.method, url: pathOf(downloadExportFile, { file: f.file }) });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('exports exactly the rows and columns a list shows under the same filter, named for the kind', async () => {
    const sheetOf = async (file: string) => {
      const res = await app.inject({ method: downloadExportFile.method, url: pathOf(downloadExportFile, { file }) });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    const items = await data(materialCalls.materialItemList.list, { kind: 'seed', kw: '生菜', page: 1, size: 100 });
    const itemFile = await data(materialCalls.materialItemList.export, { kind: 'seed', kw: '生菜' });
    expect(itemFile).toMatchObject({ rows: items.total_ct, file_name: expect.stringMatching(/^种子物料_\d{8}\.xlsx$/) });
    const itemSheet = await sheetOf(itemFile.file);
    expect(itemSheet[0]).toEqual(['名称', '规格', '作物', '品种', '发芽率(%)', '单位', '可用库存', '预警库存', '有库存批号数', '最近到期', '状态', '备注']);
    expect(itemSheet.slice(1).map((r) => r[0])).toEqual(items.items.map((i) => i.name));

    const moves = await data(materialCalls.materialMoveList.list, { kind: 'seed', move_kind: 'receive', page: 1, size: 200 });
    const moveFile = await data(materialCalls.materialMoveList.export, { kind: 'seed', move_kind: 'receive' });
    expect(moveFile).toMatchObject({ rows: moves.total_ct, file_name: expect.stringMatching(/^种子出入库记录_\d{8}\.xlsx$/) });
    expect((await sheetOf(moveFile.file)).slice(1).map((r) => r[3])).toEqual(moves.items.map((m) => m.lot_no));

    const suppliers = await data(materialCalls.materialSupplierList.list, { kind: 'seed', page: 1, size: 100 });
    const supplierFile = await data(materialCalls.materialSupplierList.export, { kind: 'seed' });
    expect(supplierFile).toMatchObject({ rows: suppliers.total_ct, file_name: expect.stringMatching(/^供应商_\d{8}\.xlsx$/) });
  });
});

describe('who may see and change which material', () => {
  it('lets a grower work with seeds but not pesticides or supplies', async () => {
    expect((await post(materialCalls.getMaterialItemList, { kind: 'seed' }, grower)).status).toBe(200);
    expect((await post(materialCalls.getMaterialOptions, { kind: 'pesticide' }, grower)).status).toBe(200);
    // The consumables store is not a planting form's: its picker needs the store's code too.
    const supply = await post(materialCalls.getMaterialOptions, { kind: 'supply' }, grower);
    expect([supply.status, supply.body.msg, supply.body.data]).toEqual([403, expect.stringContaining('supply.list'), undefined]);
    expect((await post(materialCalls.getMaterialOptions, { kind: 'supply' }, store)).status).toBe(200);
    const pest = await post(materialCalls.getMaterialItemList, { kind: 'pesticide' }, grower);
    expect([pest.status, pest.body.msg]).toEqual([403, expect.stringContaining('supply.list')]);
    const save = await post(materialCalls.saveMaterialItem, { kind: 'supply', name: '包装盒', unit: '个', category: 'packaging' }, grower);
    expect([save.status, save.body.msg]).toEqual([403, expect.stringContaining('supply.edit')]);
  });

  it('lets the storekeeper see seeds and change pesticides, but not change seeds', async () => {
    expect((await post(materialCalls.getMaterialLotList, { kind: 'seed' }, store)).status).toBe(200);
    const seed = await post(materialCalls.saveMaterialItem, { kind: 'seed', name: '仓管新种子', unit: '粒' }, store);
    expect([seed.status, seed.body.msg]).toEqual([403, expect.stringContaining('plant.edit')]);
    expect((await post(materialCalls.saveMaterialItem, { kind: 'pesticide', name: '阿维菌素', unit: 'mL', safety_days: 3 }, store)).status).toBe(200);
  });

  it('refuses a body without a valid kind, naming the field', async () => {
    const r = await postRaw(materialCalls.getMaterialLotList, { kind: 'fertilizer' });
    expect([r.status, r.body.msg]).toEqual([400, '参数 kind：物料类别 kind 只能是 seed、pesticide、supply']);
  });

  it('answers 404 for another factory’s item, lot or supplier, and for another kind’s', async () => {
    const theirs = (await callOf(app, materialCalls.saveMaterialItem, { fid: NURSERY_FID, kind: 'seed', name: '苗场种子', unit: '粒' }, demo)).body.data!;
    const got = await callOf(
      app,
      materialCalls.receiveMaterialLot,
      { fid: NURSERY_FID, kind: 'seed', item_id: theirs.item_id, lot_no: 'X1', qty: 10, received_on: TODAY },
      demo,
    );
    const theirLot = got.body.data!.lots[0]!;
    const theirSup = (await callOf(app, materialCalls.saveMaterialSupplier, { fid: NURSERY_FID, kind: 'seed', name: '苗场供应商' }, demo)).body.data!;

    const cases: [AnyCall, Record<string, unknown>, string][] = [
      [materialCalls.issueMaterial, { kind: 'seed', item_id: theirs.item_id, qty: 1, date: TODAY }, `种子不存在（编号 ${theirs.item_id}）`],
      [materialCalls.saveMaterialItem, { kind: 'seed', item_id: theirs.item_id, name: '改名', unit: '粒' }, `种子物料不存在（编号 ${theirs.item_id}）`],
      [
        materialCalls.adjustMaterialLot,
        { kind: 'seed', lot_id: theirLot.lot_id, delta: -1, date: TODAY, reason: '盘点' },
        `种子批号不存在（编号 ${theirLot.lot_id}）`,
      ],
      [materialCalls.updateMaterialLot, { kind: 'seed', lot_id: theirLot.lot_id, lot_no: 'Z', supplier_id: null }, `种子批号不存在（编号 ${theirLot.lot_id}）`],
      [
        materialCalls.saveMaterialSupplier,
        { kind: 'seed', supplier_id: theirSup.supplier_id, name: '改名供应商' },
        `供应商不存在（编号 ${theirSup.supplier_id}）`,
      ],
      // A seed lot asked for as a pesticide one.
      [materialCalls.returnMaterial, { kind: 'pesticide', lot_id: theirLot.lot_id, qty: 1, date: TODAY }, `农药批号不存在（编号 ${theirLot.lot_id}）`],
    ];
    for (const [def, body, msg] of cases) {
      const r = await postRaw(def, body);
      expect([def.url, r.status, r.body.msg]).toEqual([def.url, 404, msg]);
    }
    // Their lists stay theirs.
    expect((await data(materialCalls.getMaterialLotList, { kind: 'seed', kw: 'X1' })).items).toEqual([]);
  });

  it('counts a supplier’s lots in its own factory only', async () => {
    const item = await seedItem('供应商计数生菜');
    const ours = await data(materialCalls.saveMaterialSupplier, { kind: 'seed', name: '本厂种子商' });
    await data(materialCalls.receiveMaterialLot, {
      kind: 'seed',
      item_id: item.item_id,
      lot_no: 'R1',
      qty: 100,
      supplier_id: ours.supplier_id,
      received_on: day(-1),
    });
    const theirs = await callOf(app, materialCalls.saveMaterialSupplier, { fid: NURSERY_FID, kind: 'seed', name: '苗场新供应商' }, demo);
    expect(theirs.body.data).toMatchObject({ lot_ct: 0 });
    const list = await callOf(app, materialCalls.getMaterialSupplierList, { fid: NURSERY_FID, kind: 'seed', kw: '苗场新供应商' }, demo);
    expect(list.body.data!.items).toEqual([expect.objectContaining({ lot_ct: 0 })]);
    const own = await data(materialCalls.getMaterialSupplierList, { kind: 'seed', kw: '本厂种子商' });
    expect(own.items).toEqual([expect.objectContaining({ lot_ct: 1 })]);
  });
});
