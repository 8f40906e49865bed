import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, type AnyCall, type CallBody } from '@pfs/domain';
import { downloadExportFile } from '@pfs/domain/iot-history';
import { createFacMember, saveFacRole } from '@pfs/domain/member';
import * as plantCalls from '@pfs/domain/plant';
import { areaTable } from '../src/modules/facility/facility.table.js';
import { materialLotTable } from '../src/modules/material/material.table.js';
import { plantSpecTable } from '../src/modules/plant-spec/plant-spec.table.js';
import { plantPicTable } from '../src/modules/plant/plant.table.js';
import { callOf, createTestApp, dataOf, DEMO, GROWER, login, NURSERY_FID, type TestApp } from './test-app.js';
import { plantSetup, sow, type PlantSetup } from './plant-batch-setup.js';

let app: TestApp;
let token: string;
let s: PlantSetup;
/** A: 育苗 since 18 days (planned 12: 6 days late). B: 催芽 since yesterday. C: 生长 in 栽培一区 since 16 days, partly harvested today. */
const ids = { a: 0, b: 0, c: 0 };
const nos = { a: '', b: '', c: '' };

beforeAll(async () => {
  app = await createTestApp();
  token = await login(app, DEMO.uniNo, DEMO.password);
  s = await plantSetup(app);
  const a = await sow(app, token, s, { sow_date: s.day(-20), places: [{ area_id: s.areas.seedling, dishes: 5 }] });
  await move(a.batch.batch_id, 1, s.day(-18), 5);
  const b = await sow(app, token, s, { sow_date: s.day(-1), places: [{ area_id: s.areas.seedling, dishes: 3 }] });
  const c = await sow(app, token, s, { sow_date: s.day(-30), places: [{ area_id: s.areas.seedling, dishes: 5 }] });
  await move(c.batch.batch_id, 1, s.day(-28), 5);
  expect((await post(plantCalls.transplantPlantBatch, { batch_id: c.batch.batch_id, version: 2, date: s.day(-16), from_phase: 'grow_seedling', from_area_id: s.areas.seedling, to_phase: 'grow', to_area_id: s.areas.grow1, dishes: 5 })).status).toBe(200);
  expect((await post(plantCalls.harvestPlantBatch, { batch_id: c.batch.batch_id, version: 3, date: s.today, phase: 'grow', area_id: s.areas.grow1, dishes: 5, grades: [{ grade: 'A', kg: 12.5 }] })).status).toBe(200);
  expect((await post(plantCalls.recordPlantLoss, { batch_id: b.batch.batch_id, version: 1, date: s.today, phase: 'sprouting', area_id: s.areas.seedling, dishes: 0, plants: 10, reason: 'pest' })).status).toBe(200);
  Object.assign(ids, { a: a.batch.batch_id, b: b.batch.batch_id, c: c.batch.batch_id });
  Object.assign(nos, { a: a.batch.batch_no, b: b.batch.batch_no, c: c.batch.batch_no });
}, 60_000);
afterAll(() => app.stop());

type FacBody<C extends AnyCall> = Omit<CallBody<C>, 'fid'>;
/** A call in the setup factory. */
function post<C extends AnyCall>(def: C, body: FacBody<C>, as = token) {
  return callOf(app, def, { fid: s.fid, ...body } as CallBody<C>, as);
}
async function move(batchId: number, version: number, date: string, dishes: number) {
  const r = await post(plantCalls.movePlantBatch, { batch_id: batchId, version, date, from_phase: 'sprouting', from_area_id: s.areas.seedling, to_phase: 'grow_seedling', to_area_id: s.areas.seedling, dishes });
  expect(r.status).toBe(200);
}
/** The data of a call in the setup factory that must succeed. */
const list = <C extends AnyCall>(def: C, body?: FacBody<C>, as = token) => dataOf(app, def, { fid: s.fid, ...body } as CallBody<C>, as);

/** Downloads an export and reads its sheet back. */
async function sheetOf(file: string): Promise<unknown[][]> {
  const res = await app.inject({ method: downloadExportFile.method, url: pathOf(downloadExportFile, { file }) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('in process and due', () => {
  it('one row per batch and place, days in phase against the plan, late ones first', async () => {
    const all = await list(plantCalls.plantInProcessList.list);
    expect(all.total_ct).toBe(3);
    expect(all.items[0]).toMatchObject({ batch_no: nos.a, phase: 'grow_seedling', area_name: '育苗室', dishes: 5, days_in: 18, planned_days: 12, late_days: 6, next_kind: 'transplant', next_phase: 'grow' });
    const late = await list(plantCalls.plantInProcessList.list, { late_only: true });
    expect(late.items.map((i) => i.batch_no)).toEqual([nos.a]);
    expect((await list(plantCalls.plantInProcessList.list, { phase: 'grow' })).items).toEqual([expect.objectContaining({ batch_no: nos.c, dishes: 20, days_in: 16, planned_days: 21, late_days: 0, next_kind: 'pick' })]);
    expect((await list(plantCalls.plantInProcessList.list, { area_id: s.areas.grow1 })).items.map((i) => i.batch_no)).toEqual([nos.c]);
    expect((await list(plantCalls.plantInProcessList.list, { kw: nos.b })).items.map((i) => i.batch_no)).toEqual([nos.b]);
  });

  it('due moves of today, or of a later day for planning', async () => {
    const today = await list(plantCalls.plantDueMoveList.list);
    expect(today.items).toEqual([expect.objectContaining({ batch_no: nos.a, due_on: s.day(-6), late_days: 6, next_kind: 'transplant' })]);
    const later = await list(plantCalls.plantDueMoveList.list, { date: s.day(5) });
    expect(later.items.map((i) => [i.batch_no, i.due_on])).toEqual([
      [nos.a, s.day(-6)],
      [nos.b, s.day(1)],
      [nos.c, s.day(5)],
    ]);
  });

  it('by phase, with late batches counted', async () => {
    const phases = await list(plantCalls.getPlantInProcessPhases, {});
    expect(phases.map((p) => [p.phase, p.dishes, p.batch_ct, p.late_ct])).toEqual([
      ['sprouting', 3, 1, 0],
      ['grow_seedling', 5, 1, 1],
      ['grow', 20, 1, 0],
    ]);
    expect(phases[1]!.batches).toEqual([expect.objectContaining({ batch_no: nos.a, late_days: 6 })]);
  });
});

describe('batch list', () => {
  it('filters by status, phase, area, keyword and sowing days', async () => {
    const nosOf = async (body: FacBody<typeof plantCalls.plantBatchList.list>) => (await list(plantCalls.plantBatchList.list, body)).items.map((i) => i.batch_no);
    expect(await nosOf({})).toEqual([nos.b, nos.a, nos.c]);
    expect(await nosOf({ phase: 'grow' })).toEqual([nos.c]);
    expect(await nosOf({ area_id: s.areas.grow1 })).toEqual([nos.c]);
    expect(await nosOf({ kw: nos.a })).toEqual([nos.a]);
    expect(await nosOf({ start_day: s.day(-25), end_day: s.day(-2) })).toEqual([nos.a]);
    expect(await nosOf({ status: 'closed' })).toEqual([]);
    const c = (await list(plantCalls.plantBatchList.list, { kw: nos.c })).items[0]!;
    expect(c).toMatchObject({ areas: [{ name: '栽培一区' }], planned_pick_day: s.day(5), kg_harvested: 12.5, plants_harvested: 120 });
  });
});

describe('overview', () => {
  it('what stands where, what is due, this week’s harvest, losses and sowings', async () => {
    const o = await list(plantCalls.getPlantOverview, {});
    expect(o.today).toBe(s.today);
    expect(o.phases.map((p) => [p.phase, p.dishes, p.batch_ct])).toEqual([
      ['sprouting', 3, 1],
      ['grow_seedling', 5, 1],
      ['grow', 20, 1],
    ]);
    expect(o.areas.find((a) => a.name === '育苗室')).toEqual(expect.objectContaining({ capacity: 100, dishes: 8, by_phase: [{ phase: 'sprouting', dishes: 3 }, { phase: 'grow_seedling', dishes: 5 }] }));
    expect(o.areas.find((a) => a.name === '栽培二区')).toEqual(expect.objectContaining({ capacity: 20, dishes: 0 }));
    expect(o.areas.some((a) => a.name === '冷库')).toBe(false);
    expect(o.due.map((d) => d.batch_no)).toEqual([nos.a]);
    expect(o.due_ct).toBe(1);
    expect(o.harvest).toEqual({ kg_this_week: 12.5, kg_last_week: 0, plants_this_week: 120 });
    expect(o.losses).toMatchObject({ plants_this_week: 10, by_reason: [{ reason: 'pest', plants: 10 }] });
    const monday = plantCalls.addDays(s.today, -((new Date(`${s.today}T00:00:00Z`).getUTCDay() + 6) % 7));
    const sownThisWeek = s.day(-1) >= monday;
    expect(o.sowings).toEqual({ batches_this_week: sownThisWeek ? 1 : 0, dishes_this_week: sownThisWeek ? 3 : 0 });
  });

  it('stock warnings only of the material kinds the role may see', async () => {
    await app.dbHandle.db
      .insert(materialLotTable)
      .values({ fid: s.fid, itemId: s.pesticideId, lotNo: 'P-1', receivedOn: s.day(-30), expiresOn: s.day(10), qtyReceived: 500, qty: 500 });
    const warningsOf = async (t: string) => (await list(plantCalls.getPlantOverview, {}, t)).warnings;
    expect(await warningsOf(token)).toEqual([expect.objectContaining({ kind: 'expiring', lot_no: 'P-1' })]);
    // 种植员 holds plant.list but not supply.list: pesticides are not theirs to see.
    expect(await warningsOf(await login(app, GROWER.uniNo, GROWER.password))).toEqual([]);
  });
});

describe('exports', () => {
  it('the batch list, the in-process list and the due moves download as readable Excel files with the rows', async () => {
    const batches = await list(plantCalls.plantBatchList.export, { status: 'active' });
    expect(batches).toMatchObject({ rows: 3, file_name: `种植批次_${s.today.replaceAll('-', '')}.xlsx` });
    const rows = await sheetOf(batches.file);
    expect(rows[0]).toEqual(expect.arrayContaining(['批次号', '作物', '品种', '播种日期', '状态', '当前阶段', '在产盘数']));
    expect(rows.slice(1).map((r) => r[0])).toEqual([nos.b, nos.a, nos.c]);
    expect(rows[2]).toEqual(expect.arrayContaining([nos.a, '生菜', '意大利生菜', s.day(-20), '生产中', '育苗', 5]));

    const late = await list(plantCalls.plantInProcessList.export, { late_only: true });
    expect(late.rows).toBe(1);
    expect((await sheetOf(late.file))[1]).toEqual(expect.arrayContaining([nos.a, '育苗', '育苗室', 5, 18, 12, 6, '移栽到「生长」']));

    const due = await list(plantCalls.plantDueMoveList.export, {});
    const dueRows = await sheetOf(due.file);
    expect(dueRows[0]).toContain('到期日');
    expect(dueRows[1]).toEqual(expect.arrayContaining([nos.a, s.day(-6)]));
  });

  it('a name nobody was given is not served', async () => {
    const res = await app.inject({ method: downloadExportFile.method, url: pathOf(downloadExportFile, { file: `${'0'.repeat(32)}.xlsx` }) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ msg: '文件不存在或已过期，请重新导出' });
  });
});

describe('roles and factories', () => {
  it('a role without the code is refused, naming it', async () => {
    const wh = await login(app, 'wh01', 'pfs123456');
    expect((await post(plantCalls.plantBatchList.list, {}, wh)).status).toBe(200);
    const r = await post(plantCalls.createPlantBatch, { spec_id: s.specId, sow_date: s.today, places: [{ area_id: s.areas.seedling, dishes: 1 }] }, wh);
    expect(r.status).toBe(403);
    expect(r.body.msg).toBe('没有权限：管理种植批次（plant.edit）');
    const sales = await login(app, 'sales01', 'pfs123456');
    const r2 = await post(plantCalls.getPlantOverview, {}, sales);
    expect(r2.status).toBe(403);
    expect(r2.body.msg).toBe('没有权限：查看种植批次（plant.list）');
  });

  it('another factory’s fid is refused; another factory’s batch, area, spec or picture is not found', async () => {
    const grower = await login(app, GROWER.uniNo, GROWER.password);
    expect((await callOf(app, plantCalls.plantBatchList.list, { fid: NURSERY_FID }, grower)).status).toBe(403);

    // 张厂长 manages both factories: a demo batch named under the nursery does not exist there.
    const r = await callOf(app, plantCalls.getPlantBatchDetail, { fid: NURSERY_FID, batch_id: ids.a }, token);
    expect(r.status).toBe(404);
    expect(r.body.msg).toBe(`批次 ${ids.a} 不存在`);
    const m = await callOf(
      app,
      plantCalls.movePlantBatch,
      { fid: NURSERY_FID, batch_id: ids.a, version: 2, date: s.today, from_phase: 'grow_seedling', from_area_id: s.areas.seedling, to_phase: 'grow_seedling', to_area_id: s.areas.seedling, dishes: 1 },
      token,
    );
    expect(m.status).toBe(404);

    const [nurseryArea] = await app.dbHandle.db.select().from(areaTable).where(eq(areaTable.fid, NURSERY_FID));
    const a = await post(plantCalls.createPlantBatch, { spec_id: s.specId, sow_date: s.today, places: [{ area_id: nurseryArea!.areaId, dishes: 1 }] });
    expect(a.status).toBe(404);
    expect(a.body.msg).toBe(`区域 ${nurseryArea!.areaId} 不存在`);
    const [nurserySpec] = await app.dbHandle.db.insert(plantSpecTable).values({ fid: NURSERY_FID, crop: '番茄', variety: '粉果' }).returning();
    const sp = await post(plantCalls.createPlantBatch, { spec_id: nurserySpec!.specId, sow_date: s.today, places: [{ area_id: s.areas.seedling, dishes: 1 }] });
    expect(sp.status).toBe(404);
    expect(sp.body.msg).toBe(`品种规格 ${nurserySpec!.specId} 不存在`);

    const [pic] = await app.dbHandle.db
      .insert(plantPicTable)
      .values({ fid: NURSERY_FID, kind: 'pest', file: 'x.jpg', thumb: 'x_t.jpg', mime: 'image/jpeg', bytes: 1, width: 1, height: 1, takenOn: s.today })
      .returning();
    const detail = await list(plantCalls.getPlantBatchDetail, { batch_id: ids.b });
    const l = await post(plantCalls.recordPlantLoss, { batch_id: ids.b, version: detail.batch.version, date: s.today, phase: 'sprouting', area_id: s.areas.seedling, dishes: 0, plants: 1, reason: 'pest', pic_ids: [pic!.picId] });
    expect(l.status).toBe(404);
    expect(l.body.msg).toBe(`图片 ${pic!.picId} 不存在`);
  });
});

describe('batch detail', () => {
  it('names the area kind of each phase and the plants a dish holds there', async () => {
    const d = await list(plantCalls.getPlantBatchDetail, { batch_id: ids.c });
    expect(d.plan.map((p) => [p.phase, p.area_kind, p.dish_type, p.plants_per_dish])).toEqual([
      ['sprouting', 'seedling', 'seedling', 120],
      ['grow_seedling', 'seedling', 'seedling', 120],
      ['grow', 'grow', 'growing', 24],
      ['pick', 'pack', null, null],
      ['tmp_storage', 'store', null, null],
      ['storage', 'store', null, null],
    ]);
  });

  it('opens for a log reader without plant.list (/batch_detail_pg, syslog.list), while the lists stay closed to them', async () => {
    const role = await post(saveFacRole, { name: '日志查看员', codes: ['syslog.list'] });
    const roleId = role.body.data!.role_id;
    const created = await post(createFacMember, { uni_no: 'logreader01', cname: '日志员', password: 'logreader-pass-1', role_id: roleId });
    expect(created.status).toBe(200);
    const reader = await login(app, 'logreader01', 'logreader-pass-1');
    const r_detail = await post(plantCalls.getPlantBatchDetail, { batch_id: ids.c }, reader);
    expect([r_detail.status, r_detail.body.msg]).toEqual([200, 'ok']);
    const r_climate = await post(plantCalls.getPlantBatchClimate, { batch_id: ids.c }, reader);
    expect([r_climate.status, r_climate.body.msg]).toEqual([200, 'ok']);
    const pics = await post(plantCalls.getPlantPicList, { kind: 'plant', batch_id: ids.c, page: 1, size: 10 }, reader);
    expect([pics.status, pics.body.msg]).toEqual([200, 'ok']);
    const list = await post(plantCalls.plantBatchList.list, { page: 1, size: 10 }, reader);
    expect(list.status).toBe(403);
    const nobody = await post(saveFacRole, { name: '无关角色', codes: ['sales.list'] });
    await post(createFacMember, { uni_no: 'salesonly01', cname: '销售员', password: 'salesonly-pass-1', role_id: nobody.body.data!.role_id });
    const refused = await post(plantCalls.getPlantBatchDetail, { batch_id: ids.c }, await login(app, 'salesonly01', 'salesonly-pass-1'));
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('没有权限：查看种植批次（plant.list）或查看日志（syslog.list）');
  });
});
