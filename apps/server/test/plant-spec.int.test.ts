import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { pathOf, type AnyCall, type CallReply, type Paged } from '@pfs/domain';
import { downloadExportFile } from '@pfs/domain/iot-history';
import { phaseSteps } from '@pfs/domain/plant';
import {
  exportPlantSpecList,
  getPlantSpec,
  getPlantSpecList,
  getPlantSpecOptions,
  savePlantSpec,
  setPlantSpecStatus,
  type SpecView,
} from '@pfs/domain/plant-spec';
import { getFacEvtLogList } from '@pfs/domain/syslog';
import { materialItemTable } from '../src/modules/material/material.table.js';
import { plantBatchTable } from '../src/modules/plant/plant.table.js';
import { DEMO, DEMO_FID, GROWER, NURSERY_FID, callOf, callRaw, type TestApp, useSessions } from './test-app.js';

type SpecDetail = CallReply<typeof getPlantSpec>;
type SpecOption = CallReply<typeof getPlantSpecOptions>[number];

let app: TestApp, demo: string, grower: string;

/** A call in the demo factory; any body, as most of these check what the spec form refuses. */
const post = <C extends AnyCall>(def: C, body: object, token = demo) => callRaw(app, def, { fid: DEMO_FID, ...body }, token);
const save = (body: object) => post(savePlantSpec, body);

const PHASES = phaseSteps({ grow_seedling: 14, grow: 21, pick: 0, storage: 2 });
const lettuce = {
  crop: '生菜',
  variety: '意大利生菜',
  phases: PHASES,
  seedling_plants_per_dish: 120,
  grow_plants_per_dish: 24,
  seed_per_dish: 130,
  yield_kg_per_dish: 3.6,
  grades: [
    { grade: 'a', name: '一级', min_plant_g: 150 },
    { grade: 'B', name: '二级', min_plant_g: 80 },
  ],
};

async function seedItem(fid: number, kind: 'seed' | 'pesticide', name: string) {
  const [r] = await app.dbHandle.db
    .insert(materialItemTable)
    .values({ fid, kind, name, unit: kind === 'seed' ? '粒' : 'ml', safetyDays: kind === 'pesticide' ? 7 : null })
    .returning();
  return r!.itemId;
}

useSessions([DEMO, GROWER], (s) => ([app, demo, grower] = s));

describe('品种规格 versions', () => {
  let specId: number;

  it('creates version 1 with its planned growing days and capital grade codes', async () => {
    const r = await save(lettuce);
    expect([r.status, r.body.msg]).toEqual([200, '已保存为第 1 版']);
    const s = r.body.data as SpecDetail;
    specId = s.spec_id;
    expect(s).toMatchObject({ crop: '生菜', variety: '意大利生菜', cur_ver: 1, status: 'enabled', batch_ct: 0 });
    expect(s.version).toMatchObject({ ver: 1, grow_days: 35, seed_item_id: null, created_by_name: '张厂长' });
    expect(s.version.grades.map((g) => g.grade)).toEqual(['A', 'B']);
    expect(s.versions.map((v) => v.ver)).toEqual([1]);
  });

  it('refuses the same crop and variety twice', async () => {
    const r = await save({ ...lettuce, remark: '重复' });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('品种规格「生菜 / 意大利生菜」已存在');
  });

  it('keeps the version when only the name or remark changes', async () => {
    const r = await save({
      ...lettuce,
      spec_id: specId,
      remark: '夏季减少育苗天数',
      grades: lettuce.grades.map((g) => ({ ...g, grade: g.grade.toUpperCase() })),
    });
    expect(r.status).toBe(200);
    expect(r.body.msg).toContain('版本不变');
    expect((r.body.data as SpecDetail).cur_ver).toBe(1);
  });

  it('a changed phase template becomes version 2, and a batch sown with version 1 keeps it', async () => {
    const db = app.dbHandle.db;
    await db.insert(plantBatchTable).values({ fid: DEMO_FID, batchNo: 'B-SPEC-1', specId, specVer: 1, sowDate: '2026-03-01', lastDate: '2026-03-01' });
    const phases = [{ phase_id: 'sprouting', days: 2, area_kind: 'seedling' }, ...PHASES.map((p) => (p.phase_id === 'grow_seedling' ? { ...p, days: 12 } : p))];
    const r = await save({ ...lettuce, spec_id: specId, phases });
    expect([r.status, r.body.msg]).toEqual([200, '已保存为第 2 版']);
    const s = r.body.data as SpecDetail;
    expect(s.cur_ver).toBe(2);
    expect(s.version.phases.map((p) => p.phase_id)).toEqual(['sprouting', 'grow_seedling', 'grow', 'pick', 'storage']);
    expect(s.version.grow_days).toBe(35);
    expect(s.versions.map((v) => [v.ver, v.batch_ct])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    expect(s.batch_ct).toBe(1);

    const [batch] = await db.select().from(plantBatchTable).where(eq(plantBatchTable.batchNo, 'B-SPEC-1'));
    expect(batch!.specVer).toBe(1);
    const v1 = (await post(getPlantSpec, { spec_id: specId, ver: 1 })).body.data as SpecDetail;
    expect(v1.version.phases.map((p) => [p.phase_id, p.days])).toEqual([
      ['grow_seedling', 14],
      ['grow', 21],
      ['pick', 0],
      ['storage', 2],
    ]);
    const missing = await post(getPlantSpec, { spec_id: specId, ver: 9 });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toContain('没有第 9 版');

    const log = (await post(getFacEvtLogList, { type: 'plant_spec' })).body.data as Paged<{ detail: string; type_label: string }>;
    expect(log.items[0]).toMatchObject({ detail: '修改品种规格 生菜 / 意大利生菜，保存为第 2 版', type_label: '品种规格' });
  });

  it('a changed density, yield or grade is a new version too', async () => {
    const cur = (await post(getPlantSpec, { spec_id: specId })).body.data as SpecDetail;
    const body = { ...lettuce, spec_id: specId, phases: cur.version.phases, grades: cur.version.grades };
    expect((await save({ ...body, grow_plants_per_dish: 20 })).body.msg).toBe('已保存为第 3 版');
    expect((await save({ ...body, grow_plants_per_dish: 20, yield_kg_per_dish: 3.2 })).body.msg).toBe('已保存为第 4 版');
    expect((await save({ ...body, grow_plants_per_dish: 20, yield_kg_per_dish: 3.2, grades: [{ grade: 'A', name: '特级', min_plant_g: 150 }] })).body.msg).toBe(
      '已保存为第 5 版',
    );
  });
});

describe('品种规格 rules', () => {
  it('refuses a template without a pick or out of order, and duplicate grade codes, naming the problem', async () => {
    const noPick = await save({ ...lettuce, variety: '无采收', phases: PHASES.filter((p) => p.phase_id !== 'pick') });
    expect(noPick.status).toBe(400);
    expect(noPick.body.msg).toContain('阶段模板必须包含「采收」');
    const order = await save({ ...lettuce, variety: '乱序', phases: [PHASES[1], PHASES[0], PHASES[2]] });
    expect(order.status).toBe(400);
    expect(order.body.msg).toContain('位置不对');
    const grades = await save({
      ...lettuce,
      variety: '重复等级',
      grades: [
        { grade: 'A', name: '一级' },
        { grade: 'a', name: '一级乙' },
      ],
    });
    expect(grades.status).toBe(400);
    expect(grades.body.msg).toContain('等级代码不能重复');
  });

  it('takes a seed item of this factory only, and only a seed', async () => {
    const seed = await seedItem(DEMO_FID, 'seed', '意大利生菜种子');
    const pesticide = await seedItem(DEMO_FID, 'pesticide', '吡虫啉');
    const foreign = await seedItem(NURSERY_FID, 'seed', '育苗中心种子');
    for (const id of [pesticide, foreign]) {
      const r = await save({ ...lettuce, variety: '种子测试', seed_item_id: id });
      expect([id, r.status, r.body.msg]).toEqual([id, 404, '种子物料不存在、不属于本工厂或不是种子']);
    }
    const ok = (await save({ ...lettuce, variety: '种子测试', seed_item_id: seed })).body.data as SpecDetail;
    expect(ok.version).toMatchObject({ seed_item_id: seed, seed_item_name: '意大利生菜种子', seed_unit: '粒' });
  });

  it('lists with filters; a disabled spec leaves the sowing options', async () => {
    await save({
      ...lettuce,
      crop: '菠菜',
      variety: '大叶菠菜',
      phases: phaseSteps({ grow: 30, pick: 0 }),
    });
    const list = async (b: object) => (await post(getPlantSpecList, b)).body.data as Paged<SpecView>;
    expect((await list({ crop: '菠菜' })).items.map((s) => s.variety)).toEqual(['大叶菠菜']);
    expect((await list({ kw: '意大利' })).items.map((s) => s.variety)).toEqual(['意大利生菜']);
    const spinach = (await list({ crop: '菠菜' })).items[0]!;

    let opts = (await post(getPlantSpecOptions, {}, grower)).body.data as SpecOption[];
    expect(opts.find((o) => o.spec_id === spinach.spec_id)).toMatchObject({ first_phase: 'grow', first_area_kind: 'grow', cur_ver: 1 });
    const off = await post(setPlantSpecStatus, { spec_id: spinach.spec_id, status: 'disabled' });
    expect([off.status, off.body.msg, (off.body.data as SpecView).status]).toEqual([200, '品种规格已停用', 'disabled']);
    opts = (await post(getPlantSpecOptions, {}, grower)).body.data as SpecOption[];
    expect(opts.some((o) => o.spec_id === spinach.spec_id)).toBe(false);
    expect((await list({ status: 'disabled' })).items.map((s) => s.spec_id)).toEqual([spinach.spec_id]);
  });

  it('needs cfg.plant.list / cfg.plant.edit, and answers 404 for another factory spec', async () => {
    const read = await post(getPlantSpecList, {}, grower);
    expect(read.status).toBe(403);
    expect(read.body.msg).toContain('cfg.plant.list');
    const write = await post(savePlantSpec, { ...lettuce, variety: '越权' }, grower);
    expect(write.status).toBe(403);
    expect(write.body.msg).toContain('cfg.plant.edit');
    expect((await callOf(app, getPlantSpecOptions, { fid: NURSERY_FID }, grower)).status).toBe(403);

    const nursery = (await callOf(app, savePlantSpec, { fid: NURSERY_FID, ...lettuce, crop: '番茄', variety: '粉果' }, demo)).body.data as SpecDetail;
    for (const [def, body] of [
      [getPlantSpec, { spec_id: nursery.spec_id }],
      [setPlantSpecStatus, { spec_id: nursery.spec_id, status: 'disabled' }],
      [savePlantSpec, { ...lettuce, spec_id: nursery.spec_id, variety: '偷改' }],
    ] as const) {
      const r = await post(def, body);
      expect([def.url, r.status, r.body.msg]).toEqual([def.url, 404, '品种规格不存在或不属于本工厂']);
    }
  });
});

describe('导出', () => {
  it('exports the specs with their current version, as the list filters them', async () => {
    const r = await post(exportPlantSpecList, { crop: '生菜' });
    const { file, rows } = r.body.data as { file: string; rows: number };
    expect(rows).toBe(2);
    const res = await app.inject({ method: downloadExportFile.method, url: pathOf(downloadExportFile, { file }) });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const row = [2, 3].map((i) => (ws.getRow(i).values as unknown[]).slice(1)).find((r) => r[1] === '意大利生菜')!;
    expect(header.slice(0, 5)).toEqual(['作物', '品种', '状态', '当前版本', '阶段模板']);
    expect(row.slice(0, 5)).toEqual(['生菜', '意大利生菜', '启用', 5, '催芽 2 天 → 育苗 12 天 → 生长 21 天 → 采收 0 天 → 入库 2 天']);
  });
});
