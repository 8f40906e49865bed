import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { pathOf, type AnyCall, type CallBody, type CallReply } from '@pfs/domain';
import { downloadExportFile } from '@pfs/domain/iot-history';
import {
  facPlantLogList,
  getFacPlantLogList,
  getPlantCycleStats,
  getPlantDistribution,
  plantBatchDelLog,
  plantHarvestList,
  plantHistoryList,
  plantLossList,
  plantSowList,
  plantTransplantList,
} from '@pfs/domain/plant';
import { DEMO, DEMO_FID, GROWER, NURSERY_FID, callOf, callRaw, login, startWithSessions, type TestApp } from './test-app.js';
import { plantHistory, type Planting } from './plant-record-fixture.js';
import { listsTagged } from './defined-calls.js';

let app: TestApp, demo: string, grower: string;
let p: Planting;

/** A list of the demo factory that must answer. */
const list = async <C extends AnyCall>(def: C, body: Omit<CallBody<C>, 'fid'>, token = demo) => {
  const r = await callOf(app, def, { fid: DEMO_FID, ...body } as CallBody<C>, token);
  expect([def.url, r.status, r.body.msg]).toEqual([def.url, 200, 'ok']);
  return r.body.data as CallReply<C>;
};

beforeAll(async () => {
  [app, demo, grower] = await startWithSessions([DEMO, GROWER]);
  p = await plantHistory(app, demo);
});
afterAll(() => app.stop());

describe('播种记录 and 移栽记录', () => {
  it('lists the sowings of live batches, newest first, with paging and filters', async () => {
    const all = await list(plantSowList.list, { spec_id: p.specId });
    // B3 was deleted: its sowing is only in the deletion log.
    expect(all.total_ct).toBe(3);
    expect(all.items.map((s) => s.batch_no)).toEqual([p.no('B2'), p.no('B4'), p.no('B1')]);
    expect(all.items[2]).toMatchObject({ date: p.d(40), area_name: `育苗测试室${p.tag}`, dishes: 4, plants: 400, operator_name: '张厂长' });

    const page2 = await list(plantSowList.list, { spec_id: p.specId, page: 2, size: 2 });
    expect([page2.total_ct, page2.items.map((s) => s.batch_no)]).toEqual([3, [p.no('B1')]]);
    const recent = await list(plantSowList.list, { spec_id: p.specId, start_day: p.d(15), end_day: p.today });
    expect(recent.items.map((s) => s.batch_no)).toEqual([p.no('B2')]);
    expect((await list(plantSowList.list, { spec_id: p.specId, area_id: p.areas.grow1 })).total_ct).toBe(0);
    expect((await list(plantSowList.list, { crop: `记录菜${p.tag}` })).total_ct).toBe(3);
  });

  it('lists transplants with both areas, filtered by either', async () => {
    const all = await list(plantTransplantList.list, { spec_id: p.specId });
    expect(all.items.map((t) => [t.batch_no, t.dishes, t.dishes_to, t.plants])).toEqual([
      [p.no('B4'), 2, 20, 200],
      [p.no('B1'), 4, 40, 400],
    ]);
    const into1 = await list(plantTransplantList.list, { spec_id: p.specId, area_id: p.areas.grow1 });
    expect(into1.items.map((t) => [t.from_area_name, t.to_area_name])).toEqual([[`育苗测试室${p.tag}`, `栽培测试一区${p.tag}`]]);
  });
});

describe('损耗记录 and 采收记录', () => {
  it('lists losses with the reason and the attached picture, filtered by reason, batch and area', async () => {
    const all = await list(plantLossList.list, { spec_id: p.specId });
    expect(all.total_ct).toBe(1);
    const l = all.items[0]!;
    expect(l).toMatchObject({ event_id: p.lossEvent, batch_no: p.no('B1'), phase: 'grow', dishes: 2, plants: 20, reason: 'pest', reason_label: '虫害', remark: '蚜虫' });
    expect(l.pics.map((x) => x.pic_id)).toEqual([p.lossPic]);
    const thumb = await app.inject({ method: 'GET', url: l.pics[0]!.thumb_url });
    expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/webp']);

    expect((await list(plantLossList.list, { spec_id: p.specId, reason: 'disease' })).total_ct).toBe(0);
    expect((await list(plantLossList.list, { spec_id: p.specId, batch_id: p.batches.b4 })).total_ct).toBe(0);
    expect((await list(plantLossList.list, { spec_id: p.specId, area_id: p.areas.grow1, start_day: p.d(25), end_day: p.d(25) })).total_ct).toBe(1);
  });

  it('lists harvests with kg per grade, filtered by grade', async () => {
    const all = await list(plantHarvestList.list, { spec_id: p.specId });
    expect(all.items).toEqual([
      expect.objectContaining({
        event_id: p.pickEvent,
        batch_no: p.no('B1'),
        date: p.d(5),
        dishes: 38,
        plants: 380,
        kg: 51,
        grades: [
          { grade: 'A', kg: 40 },
          { grade: 'B', kg: 11 },
        ],
      }),
    ]);
    expect((await list(plantHarvestList.list, { spec_id: p.specId, grade: 'B' })).total_ct).toBe(1);
    expect((await list(plantHarvestList.list, { spec_id: p.specId, grade: 'C' })).total_ct).toBe(0);
  });
});

describe('历史批次 and 生长周期', () => {
  it('lists closed batches by closing day with the yield per dish against the spec', async () => {
    const h = await list(plantHistoryList.list, { spec_id: p.specId });
    expect(h.items).toEqual([
      expect.objectContaining({
        batch_no: p.no('B1'),
        spec_ver: 1,
        sow_date: p.d(40),
        closed_on: p.d(5),
        days: 35,
        plants_sown: 400,
        plants_lost: 20,
        plants_harvested: 380,
        loss_pct: 5,
        kg: 51,
        dishes_harvested: 38,
        kg_per_dish: 1.342,
        expected_kg_per_dish: 1.5,
        yield_pct: 89.5,
      }),
    ]);
    expect((await list(plantHistoryList.list, { spec_id: p.specId, end_day: p.d(6) })).total_ct).toBe(0);
    expect((await list(plantHistoryList.list, { spec_id: p.specId, start_day: p.d(5), end_day: p.d(5) })).total_ct).toBe(1);
  });

  it('compares planned and actual days per phase of the batches sown in the range', async () => {
    const r = await callOf(app, getPlantCycleStats, { fid: DEMO_FID, spec_id: p.specId, start_day: p.d(60), end_day: p.today }, demo);
    const [s] = r.body.data!;
    expect(s).toMatchObject({ spec_id: p.specId, batch_ct: 3 });
    expect(s!.phases).toEqual([
      // B1 and B4 left the seedling room after 10 days; B2 is still there.
      { phase: 'grow_seedling', planned_days: 10, actual_avg: 10, actual_min: 10, actual_max: 10, n: 2 },
      { phase: 'grow', planned_days: 20, actual_avg: 25, actual_min: 25, actual_max: 25, n: 1 },
      { phase: 'pick', planned_days: 0, actual_avg: null, actual_min: null, actual_max: null, n: 0 },
    ]);
    const none = await callOf(app, getPlantCycleStats, { fid: DEMO_FID, spec_id: p.specId, start_day: p.d(5), end_day: p.today }, demo);
    expect(none.body.data).toEqual([]);
    const noRange = await callRaw(app, getPlantCycleStats, { fid: DEMO_FID, spec_id: p.specId }, demo);
    expect([noRange.status, noRange.body.msg]).toEqual([400, expect.stringContaining('start_day')]);
  });
});

describe('分布图', () => {
  it('lays the field out area by area with the batches standing there in arrival order', async () => {
    const r = await callOf(app, getPlantDistribution, { fid: DEMO_FID }, demo);
    const field = r.body.data!.find((f) => f.field_id === p.fieldId)!;
    expect(field.areas.map((a) => [a.name, a.capacity, a.dishes, a.segments.map((s) => [s.batch_no, s.phase, s.dishes])])).toEqual([
      [`育苗测试室${p.tag}`, 200, 2, [[p.no('B2'), 'grow_seedling', 2]]],
      [`栽培测试一区${p.tag}`, 200, 0, []],
      [`栽培测试二区${p.tag}`, 200, 20, [[p.no('B4'), 'grow', 20]]],
    ]);
    expect(field.areas[0]).toMatchObject({ kind: 'seedling', racks: 4, layers: 5, positions_per_layer: 10 });
  });
});

describe('批次删除记录 and 种植日志', () => {
  it('lists deleted batches with the reason, who and when', async () => {
    const all = await list(plantBatchDelLog.list, { size: 200 });
    const mine = all.items.filter((b) => b.batch_no.endsWith(p.tag));
    expect(mine).toEqual([expect.objectContaining({ batch_no: p.no('B3'), sow_date: p.d(3), plants_sown: 100, del_reason: '播错品种', deleted_by_name: '张厂长' })]);
    expect((await list(plantBatchDelLog.list, { start_day: p.d(3), end_day: p.d(1) })).items.some((b) => b.batch_no === p.no('B3'))).toBe(false);
    // Filtered by crop spec or crop; the dishes it still held are kept with it.
    const bySpec = await list(plantBatchDelLog.list, { spec_id: p.specId });
    expect(bySpec.items.map((b) => [b.batch_no, b.dishes > 0])).toEqual([[p.no('B3'), true]]);
    expect((await list(plantBatchDelLog.list, { crop: `无此作物${p.tag}` })).total_ct).toBe(0);
  });

  it('lists the planting factory events only, to syslog.list holders', async () => {
    const log = await list(getFacPlantLogList, { size: 200 });
    expect(log.items.every((e) => ['plant', 'plant_spec', 'material'].includes(e.type))).toBe(true);
    expect(log.items.some((e) => e.type === 'plant' && e.type_label === '种植' && e.detail.includes(`删除批次 ${p.no('B3')}`))).toBe(true);
    expect(log.items.some((e) => e.type === 'plant_spec')).toBe(true);
    const other = await callRaw(app, getFacPlantLogList, { fid: DEMO_FID, type: 'member' }, demo);
    expect([other.status, other.body.msg]).toEqual([400, '参数 type：类型 type 只能是 plant、plant_spec、material']);
    // Searching a batch number finds that batch's entries only; the export carries the same rows.
    const b3 = await list(getFacPlantLogList, { type: 'plant', kw: p.no('B3') });
    expect(b3.total_ct).toBeGreaterThanOrEqual(2);
    expect(b3.items.every((e) => e.detail.includes(p.no('B3')))).toBe(true);
    const file = await callOf(app, facPlantLogList.export, { fid: DEMO_FID, type: 'plant', kw: p.no('B3') }, demo);
    expect([file.status, file.body.data!.rows]).toEqual([200, b3.total_ct]);
    const refused = await callOf(app, getFacPlantLogList, { fid: DEMO_FID }, grower);
    expect([refused.status, refused.body.msg]).toEqual([403, '没有权限：查看日志（syslog.list）']);
  });
});

describe('exports', () => {
  it('writes each list as an Excel file of every matching row', async () => {
    // Each list of 种植记录 as defined, with a filter and the rows its file must hold (-1: whatever the demo holds).
    const cases: Record<string, [object, number]> = {
      播种记录: [{ spec_id: p.specId }, 3],
      移栽记录: [{ spec_id: p.specId }, 2],
      历史批次: [{ spec_id: p.specId }, 1],
      损耗记录: [{ spec_id: p.specId }, 1],
      采收记录: [{ spec_id: p.specId }, 1],
      生长周期统计: [{ spec_id: p.specId, start_day: p.d(60), end_day: p.today }, 3],
      批次删除记录: [{ start_day: p.today, end_day: p.today }, -1],
      种植日志: [{ type: 'plant', kw: p.no('B3') }, -1],
    };
    const lists = listsTagged(plantSowList.list.tag);
    expect(lists.map((l) => l.title).sort()).toEqual(Object.keys(cases).sort());
    for (const l of lists) {
      const [body, rows] = cases[l.title]!;
      const url = l.export.url;
      const r = await callOf(app, l.export, { fid: DEMO_FID, ...body }, demo);
      const f = r.body.data as { file: string; file_name: string; rows: number };
      expect([url, r.status]).toEqual([url, 200]);
      if (rows >= 0) expect([url, f.rows]).toEqual([url, rows]);
      const down = await app.inject({ method: downloadExportFile.method, url: pathOf(downloadExportFile, { file: f.file }) });
      expect([url, down.statusCode]).toEqual([url, 200]);
    }
  });

  it('puts the page headers and values in the sheet', async () => {
    const r = await callOf(app, plantHarvestList.export, { fid: DEMO_FID, spec_id: p.specId }, demo);
    const f = r.body.data!;
    expect(f.file_name).toMatch(/^采收记录_\d{8}\.xlsx$/);
    const down = await app.inject({ method: downloadExportFile.method, url: pathOf(downloadExportFile, { file: f.file }) });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(down.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '日期', '批次号', '作物', '品种', '区域', '盘数', '株数', '重量(kg)', '分级(kg)', '操作人']);
    expect(sheet.getRow(2).values).toEqual([undefined, p.d(5), p.no('B1'), `记录菜${p.tag}`, '一号', `栽培测试一区${p.tag}`, 38, 380, 51, 'A: 40，B: 11', '张厂长']);
  });
});

describe('access', () => {
  it('refuses another factory and a role without plant.list', async () => {
    const other = await callOf(app, plantSowList.list, { fid: NURSERY_FID }, grower);
    expect([other.status, other.body.msg]).toEqual([403, '您不是该工厂的成员，或已被停用']);
    const sales = await login(app, 'sales01', 'pfs123456');
    const refused = await callOf(app, plantHistoryList.list, { fid: DEMO_FID }, sales);
    expect([refused.status, refused.body.msg]).toEqual([403, '没有权限：查看种植批次（plant.list）']);
  });

  it("shows none of this factory's records under another factory the user also belongs to", async () => {
    const r = await callOf(app, plantSowList.list, { fid: NURSERY_FID, spec_id: p.specId }, demo);
    expect(r.body.data).toEqual({ items: [], total_ct: 0 });
    const d = await callOf(app, plantLossList.list, { fid: NURSERY_FID, batch_id: p.batches.b1 }, demo);
    expect(d.body.data).toEqual({ items: [], total_ct: 0 });
  });
});
