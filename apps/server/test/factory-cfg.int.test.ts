import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { type CallBody, pathOf } from '@pfs/domain';
import { getUserInfo } from '@pfs/domain/auth';
import {
  FAC_MODULES,
  PLANT_TYPES,
  type FacCfg,
  deleteFacArea,
  deleteFacField,
  exportFacAreaList,
  exportFacFieldList,
  getFacAreaDetail,
  getFacAreaHistory,
  getFacAreaList,
  getFacAreaOptions,
  getFacCfg,
  getFacFieldList,
  getFacIotCfg,
  saveAreaClimateTargets,
  saveFacArea,
  saveFacField,
  setFacAreaGateways,
  updateFacCfg,
  uploadFacLogo,
} from '@pfs/domain/factory-cfg';
import { downloadExportFile } from '@pfs/domain/iot-history';
import { getFacEvtLogList } from '@pfs/domain/syslog';
import { areaTable } from '../src/modules/facility/facility.table.js';
import { gatewayTable } from '../src/modules/iot-store/gateway.table.js';
import { pointTable } from '../src/modules/iot-store/point.table.js';
import { latestValueTable } from '../src/modules/iot-store/reading.table.js';
import { plantBatchEventTable, plantBatchPlaceTable, plantBatchTable } from '../src/modules/plant/plant.table.js';
import { plantSpecTable, plantSpecVersionTable } from '../src/modules/plant-spec/plant-spec.table.js';
import { DEMO, DEMO_FID, GROWER, NURSERY_FID, callOf, callRaw, dataOf, type TestApp, useSessions, rawCallOf } from './test-app.js';

let app: TestApp, demo: string, grower: string;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const daysAgo = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const areaOf = async (name: string, fid = DEMO_FID) =>
  (
    await app.dbHandle.db
      .select()
      .from(areaTable)
      .where(and(eq(areaTable.fid, fid), eq(areaTable.name, name)))
  )[0]!;

/** A batch standing in an area, written as the batch service would leave it: a sow event and its place. */
async function standingBatch(areaId: number, dishes: number, sowDate: string, batchNo: string) {
  const db = app.dbHandle.db;
  let [spec] = await db
    .select()
    .from(plantSpecTable)
    .where(and(eq(plantSpecTable.fid, DEMO_FID), eq(plantSpecTable.variety, '测试生菜')));
  if (!spec) {
    [spec] = await db.insert(plantSpecTable).values({ fid: DEMO_FID, crop: '生菜', variety: '测试生菜' }).returning();
    await db
      .insert(plantSpecVersionTable)
      .values({ specId: spec!.specId, ver: 1, seedlingPlantsPerDish: 100, growPlantsPerDish: 20, grades: [{ grade: 'A', name: '一级', min_plant_g: 0 }] });
  }
  const [b] = await db
    .insert(plantBatchTable)
    .values({
      fid: DEMO_FID,
      batchNo,
      specId: spec!.specId,
      specVer: 1,
      sowDate,
      version: 1,
      phase: 'grow',
      dishes,
      plants: dishes * 20,
      plantsSown: dishes * 20,
      lastDate: sowDate,
    })
    .returning();
  await db
    .insert(plantBatchEventTable)
    .values({ fid: DEMO_FID, batchId: b!.batchId, seq: 1, kind: 'sow', date: sowDate, toPhase: 'grow', toAreaId: areaId, dishes, plants: dishes * 20 });
  await db.insert(plantBatchPlaceTable).values({ batchId: b!.batchId, phase: 'grow', areaId, fid: DEMO_FID, dishes, plants: dishes * 20, since: sowDate });
  return b!;
}

const areaBody = (a: Partial<CallBody<typeof saveFacArea>> & { field_id: number; name: string }): CallBody<typeof saveFacArea> => ({
  fid: DEMO_FID,
  kind: 'grow',
  racks: 4,
  layers: 5,
  positions_per_layer: 10,
  ...a,
});

/** 工厂信息 as its form sends it back: the plant types and modules it shows, by code. */
const formOf = (cfg: FacCfg): CallBody<typeof updateFacCfg> => ({
  ...cfg,
  faci_usage: 'PL',
  plant_types: PLANT_TYPES.filter((p) => cfg.plant_types.includes(p)),
  mcodes: FAC_MODULES.filter((m) => cfg.modules.some((x) => x.mcode === m)),
});

useSessions([DEMO, GROWER], (s) => ([app, demo, grower] = s));

describe('工厂信息', () => {
  it('shows the factory and saves it; modules show in get_user_info at once and the change is logged', async () => {
    const cfg = await dataOf(app, getFacCfg, { fid: DEMO_FID }, demo);
    expect(cfg).toMatchObject({ fac_name: '示范植物工厂', plant_types: ['PL'], loc: '121.60,31.20' });
    expect(cfg.modules.map((m) => m.mcode).sort()).toEqual(['iot', 'mes', 'screen', 'si']);

    // The shell loads its user info once (and caches it); a later change must not be hidden by that copy.
    await rawCallOf(app, getUserInfo, undefined, demo);
    const saved = await dataOf(app, updateFacCfg, { ...formOf(cfg), fac_name: '示范植物工厂二期', plant_types: ['PL', 'SL'], mcodes: ['si', 'iot'] }, demo);
    expect(saved.modules).toEqual([
      { mcode: 'iot', name: '物联网' },
      { mcode: 'si', name: '日常巡检' },
    ]);
    const info = await rawCallOf(app, getUserInfo, undefined, demo);
    const fac = (info.body.fac_roles as { fac: FacCfg }[]).find((r) => r.fac.fid === DEMO_FID)!.fac;
    expect(fac.fac_name).toBe('示范植物工厂二期');
    expect(fac.plant_types).toEqual(['PL', 'SL']);
    expect(fac.modules.map((m) => m.mcode)).toEqual(['iot', 'si']);

    const log = await dataOf(app, getFacEvtLogList, { fid: DEMO_FID, type: 'setting' }, demo);
    expect(log.items[0]!.detail).toContain('修改工厂信息：名称、种植类型、模块');
    await dataOf(app, updateFacCfg, formOf(cfg), demo);
  });

  it('refuses a bad location, an unknown module and a short name in Chinese', async () => {
    const cfg = await dataOf(app, getFacCfg, { fid: DEMO_FID }, demo);
    const base = { ...cfg, mcodes: ['iot'] };
    for (const [patch, field] of [
      [{ loc: '上海' }, 'loc'],
      [{ mcodes: ['erp'] }, 'mcodes'],
      [{ fac_name: 'x' }, '工厂名称至少 2 个字符'],
    ] as const) {
      const r = await callRaw(app, updateFacCfg, { ...base, ...patch }, demo);
      expect([field, r.status]).toEqual([field, 400]);
      expect(r.body.msg).toContain(field);
    }
  });

  it('needs cfg.fac.list to read and cfg.fac.edit to change, in its own factory only', async () => {
    const read = await callOf(app, getFacCfg, { fid: DEMO_FID }, grower);
    expect(read.status).toBe(403);
    expect(read.body.msg).toContain('cfg.fac.list');
    const other = await callOf(app, getFacCfg, { fid: NURSERY_FID }, grower);
    expect(other.status).toBe(403);
    expect(other.body.msg).toContain('不是该工厂的成员');
  });
});

describe('工厂 Logo', () => {
  const upload = (bytes: Buffer, name: string, fid = DEMO_FID, token = demo) => {
    const boundary = '----pfs-logo-test';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return app.inject({
      method: 'POST',
      url: `${uploadFacLogo.url}?fid=${fid}`,
      payload,
      headers: { 'x-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };

  it('stores a PNG re-encoded as WebP, serves it under /pics/logos and replaces the old one', async () => {
    const png = await sharp({ create: { width: 600, height: 300, channels: 4, background: { r: 20, g: 160, b: 80, alpha: 1 } } })
      .png()
      .toBuffer();
    const first = await upload(png, 'logo.png');
    expect(first.statusCode).toBe(200);
    const { logo_name } = first.json().data as { logo_name: string };
    expect(logo_name).toMatch(/^1-[0-9a-f]+\.webp$/);
    const served = await app.inject({ method: 'GET', url: `/pics/logos/${logo_name}` });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([256, 128]);
    expect((await dataOf(app, getFacCfg, { fid: DEMO_FID }, demo)).logo_name).toBe(logo_name);

    const second = await upload(png, 'logo2.png');
    expect(second.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/pics/logos/${logo_name}` })).statusCode).toBe(404);
  });

  it('refuses a text file named .png, an oversized file, and a caller without cfg.fac.edit', async () => {
    const text = await upload(Buffer.from('<script>alert(1)</script>'), 'evil.png');
    expect(text.statusCode).toBe(400);
    expect(text.json().msg).toContain('Logo 只支持 PNG、JPEG 或 WebP 图片');
    const big = await upload(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2 * 1024 * 1024 + 10)]), 'big.png');
    expect(big.statusCode).toBe(400);
    expect(big.json().msg).toContain('不能超过 2 MB');
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const denied = await upload(png, 'logo.png', DEMO_FID, grower);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().msg).toContain('cfg.fac.edit');
  });
});

describe('厂房', () => {
  it('adds, lists with totals, refuses a duplicate name and a delete while it has areas', async () => {
    const f = await dataOf(app, saveFacField, { fid: DEMO_FID, name: '三号厂房', sort_no: 3 }, demo);
    expect(f).toMatchObject({ name: '三号厂房', area_ct: 0, capacity: 0, dishes: 0, status: 'enabled' });
    const dup = await callOf(app, saveFacField, { fid: DEMO_FID, name: '三号厂房' }, demo);
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe('厂房名称「三号厂房」已存在');

    await dataOf(app, saveFacArea, areaBody({ field_id: f.field_id, name: '三号栽培间' }), demo);
    const list = await dataOf(app, getFacFieldList, { fid: DEMO_FID, kw: '三号' }, demo);
    expect(list.items).toEqual([expect.objectContaining({ name: '三号厂房', area_ct: 1, capacity: 200 })]);
    const busy = await callOf(app, deleteFacField, { fid: DEMO_FID, field_id: f.field_id }, demo);
    expect(busy.status).toBe(409);
    expect(busy.body.msg).toContain('三号厂房 下还有 1 个区域，不能删除');

    const empty = await dataOf(app, saveFacField, { fid: DEMO_FID, name: '临时棚' }, demo);
    expect((await callOf(app, deleteFacField, { fid: DEMO_FID, field_id: empty.field_id }, demo)).status).toBe(200);
    expect((await dataOf(app, getFacFieldList, { fid: DEMO_FID, kw: '临时棚' }, demo)).total_ct).toBe(0);
  });

  it('answers 404 for a field of another factory', async () => {
    const [nursery] = await app.dbHandle.db.select().from(areaTable).where(eq(areaTable.fid, NURSERY_FID));
    for (const [def, body] of [
      [saveFacField, { fid: DEMO_FID, field_id: nursery!.fieldId, name: '偷改' }],
      [deleteFacField, { fid: DEMO_FID, field_id: nursery!.fieldId }],
      [saveFacArea, areaBody({ field_id: nursery!.fieldId, name: '偷建' })],
    ] as const) {
      const r = await callRaw(app, def, body, demo);
      expect([def.url, r.status, r.body.msg]).toEqual([def.url, 404, '厂房不存在或不属于本工厂']);
    }
  });
});

describe('区域', () => {
  it('keeps capacity, kind and status while batches stand there, naming what stands there', async () => {
    const grow1 = await areaOf('栽培一区');
    const saved = await dataOf(
      app,
      saveFacArea,
      areaBody({ area_id: grow1.areaId, field_id: grow1.fieldId, name: '栽培一区', racks: 10, layers: 5, positions_per_layer: 4 }),
      demo,
    );
    expect(saved).toMatchObject({ capacity: 200, dishes: 0, free: 200 });
    await standingBatch(grow1.areaId, 120, daysAgo(5), 'B-CAP-1');

    const body = areaBody({ area_id: grow1.areaId, field_id: grow1.fieldId, name: '栽培一区', racks: 10, layers: 5, positions_per_layer: 4 });
    const list = await dataOf(app, getFacAreaList, { fid: DEMO_FID, kw: '栽培一区' }, demo);
    expect(list.items[0]).toMatchObject({ capacity: 200, dishes: 120, free: 80, batch_ct: 1, field_name: '一号厂房' });
    expect(list.items[0]!.gateways.map((g) => g.sn)).toEqual(['demo-grow-1']);

    const shrink = await callOf(app, saveFacArea, { ...body, racks: 5, layers: 5, positions_per_layer: 4 }, demo);
    expect(shrink.status).toBe(409);
    expect(shrink.body.msg).toBe('栽培一区 现在有 120 盘，盘位容量不能少于 120（新设置为 5 × 5 × 4 = 100）');
    const kind = await callOf(app, saveFacArea, { ...body, kind: 'seedling' }, demo);
    expect(kind.status).toBe(409);
    expect(kind.body.msg).toContain('栽培一区 现在有 1 个批次（120 盘），不能把区域类型从「栽培」改为「育苗」');
    const off = await callOf(app, saveFacArea, { ...body, status: 'disabled' }, demo);
    expect(off.status).toBe(409);
    expect(off.body.msg).toContain('不能停用');
    // Exactly as many positions as dishes is fine.
    expect((await callOf(app, saveFacArea, { ...body, racks: 6, layers: 5, positions_per_layer: 4 }, demo)).body.data).toMatchObject({
      capacity: 120,
      free: 0,
    });
  });

  it('refuses deleting an area with batch history or a gateway, and a duplicate name', async () => {
    const grow1 = await areaOf('栽培一区');
    const used = await callOf(app, deleteFacArea, { fid: DEMO_FID, area_id: grow1.areaId }, demo);
    expect(used.status).toBe(409);
    expect(used.body.msg).toContain('有批次记录，不能删除');
    const grow2 = await areaOf('栽培二区');
    const mapped = await callOf(app, deleteFacArea, { fid: DEMO_FID, area_id: grow2.areaId }, demo);
    expect(mapped.status).toBe(409);
    expect(mapped.body.msg).toContain('关联了 1 个网关，不能删除');
    const dup = await callOf(app, saveFacArea, areaBody({ field_id: grow2.fieldId, name: '栽培二区' }), demo);
    expect(dup.status).toBe(409);
    const fresh = await dataOf(app, saveFacArea, areaBody({ field_id: grow2.fieldId, name: '备用间', kind: 'other' }), demo);
    expect((await callOf(app, deleteFacArea, { fid: DEMO_FID, area_id: fresh.area_id }, demo)).status).toBe(200);
  });

  it('answers 404 for another factory area, and 400 for a grid beyond its bounds', async () => {
    const sow = await areaOf('播种区', NURSERY_FID);
    for (const def of [deleteFacArea, getFacAreaDetail, getFacAreaHistory]) {
      const r = await callOf(app, def, { fid: DEMO_FID, area_id: sow.areaId }, demo);
      expect([def.url, r.status, r.body.msg]).toEqual([def.url, 404, '区域不存在或不属于本工厂']);
    }
    const grow1 = await areaOf('栽培一区');
    const r = await callRaw(app, saveFacArea, areaBody({ area_id: grow1.areaId, field_id: grow1.fieldId, name: '栽培一区', layers: 51 }), demo);
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('layers');
  });

  it('gives every member the field → area picker, with free positions', async () => {
    const options = await dataOf(app, getFacAreaOptions, { fid: DEMO_FID }, grower);
    expect(options.map((f) => f.name).slice(0, 2)).toEqual(['一号厂房', '二号厂房']);
    expect(options[0]!.areas.find((a) => a.name === '栽培一区')).toMatchObject({ capacity: 120, free: 0 });
  });
});

describe('区域详情', () => {
  it('shows the batches standing there, 30 days of occupancy, the live climate and the targets', async () => {
    const grow2 = await areaOf('栽培二区');
    await dataOf(
      app,
      saveFacArea,
      areaBody({ area_id: grow2.areaId, field_id: grow2.fieldId, name: '栽培二区', racks: 10, layers: 5, positions_per_layer: 10 }),
      demo,
    );
    await standingBatch(grow2.areaId, 40, daysAgo(10), 'B-DET-1');
    await standingBatch(grow2.areaId, 25, daysAgo(2), 'B-DET-2');
    const db = app.dbHandle.db;
    const [gw] = await db.select().from(gatewayTable).where(eq(gatewayTable.sn, 'demo-grow-2'));
    const points = await db
      .insert(pointTable)
      .values([
        { gwId: gw!.gwId, code: 't1', kind: 'sensor', quantity: 'air_temp', unit: '°C' },
        { gwId: gw!.gwId, code: 't2', kind: 'sensor', quantity: 'air_temp', unit: '°C' },
        { gwId: gw!.gwId, code: 'rh', kind: 'sensor', quantity: 'humidity', unit: '%' },
        { gwId: gw!.gwId, code: 'kwh', kind: 'meter', quantity: 'kwh', unit: 'kWh' },
      ])
      .returning();
    const ts = new Date();
    await db.insert(latestValueTable).values(points.map((p, i) => ({ pointId: p.pointId, ts, v: [22, 24, 65, 1000][i]! })));
    await dataOf(app, saveAreaClimateTargets, { fid: DEMO_FID, kind: 'grow', temp_min: 18, temp_max: 26, rh_min: 55, rh_max: 80 }, demo);

    const d = await dataOf(app, getFacAreaDetail, { fid: DEMO_FID, area_id: grow2.areaId }, demo);
    expect(d.area).toMatchObject({ dishes: 65, capacity: 500, batch_ct: 2 });
    expect(d.batches.map((b) => [b.batch_no, b.dishes, b.days_in])).toEqual([
      ['B-DET-1', 40, 10],
      ['B-DET-2', 25, 2],
    ]);
    expect(d.occupancy).toHaveLength(30);
    expect(d.occupancy.at(-1)).toEqual({ date: today(), dishes: 65 });
    expect(d.occupancy.find((o) => o.date === daysAgo(5))!.dishes).toBe(40);
    expect(d.occupancy.find((o) => o.date === daysAgo(11))!.dishes).toBe(0);
    expect(d.climate.map((c) => [c.quantity, c.value, c.unit])).toEqual([
      ['air_temp', 23, '°C'],
      ['humidity', 65, '%'],
    ]);
    expect(d.targets).toMatchObject({ kind: 'grow', temp_min: 18, temp_max: 26, co2_min: null });
  });

  it('lists the batches that stood there, open stays without an end, filtered by days', async () => {
    const grow2 = await areaOf('栽培二区');
    const h = await dataOf(app, getFacAreaHistory, { fid: DEMO_FID, area_id: grow2.areaId }, demo);
    expect(h.total_ct).toBe(2);
    expect(h.items.map((s) => [s.batch_no, s.phase, s.from, s.to, s.batch_status])).toEqual([
      ['B-DET-2', 'grow', daysAgo(2), null, 'active'],
      ['B-DET-1', 'grow', daysAgo(10), null, 'active'],
    ]);
    const old = await dataOf(app, getFacAreaHistory, { fid: DEMO_FID, area_id: grow2.areaId, start_day: daysAgo(30), end_day: daysAgo(5) }, demo);
    expect(old.items.map((s) => s.batch_no)).toEqual(['B-DET-1']);
  });
});

describe('物联网配置', () => {
  it('maps gateways to areas, moving one from its old area and unmapping the rest', async () => {
    const seedling = await areaOf('育苗室');
    const grow1 = await areaOf('栽培一区');
    const db = app.dbHandle.db;
    const gws = await db.select().from(gatewayTable).where(eq(gatewayTable.fid, DEMO_FID));
    const g1 = gws.find((g) => g.sn === 'demo-grow-1')!;
    const gs = gws.find((g) => g.sn === 'demo-seedling')!;
    expect((await callOf(app, setFacAreaGateways, { fid: DEMO_FID, area_id: seedling.areaId, gw_ids: [g1.gwId, gs.gwId] }, demo)).status).toBe(200);
    let cfg = await dataOf(app, getFacIotCfg, { fid: DEMO_FID }, demo);
    expect(cfg.areas.find((a) => a.area_id === seedling.areaId)!.gw_ids.sort()).toEqual([g1.gwId, gs.gwId].sort());
    expect(cfg.areas.find((a) => a.area_id === grow1.areaId)!.gw_ids).toEqual([]);
    expect(cfg.targets.map((t) => t.kind)).toEqual(['seedling', 'grow', 'pack', 'store', 'other']);

    await dataOf(app, setFacAreaGateways, { fid: DEMO_FID, area_id: seedling.areaId, gw_ids: [gs.gwId] }, demo);
    cfg = await dataOf(app, getFacIotCfg, { fid: DEMO_FID }, demo);
    expect(cfg.gateways.find((g) => g.gw_id === g1.gwId)!.area_id).toBeNull();
    await dataOf(app, setFacAreaGateways, { fid: DEMO_FID, area_id: grow1.areaId, gw_ids: [g1.gwId] }, demo);
  });

  it('answers 404 for another factory gateway or area and leaves the mapping alone', async () => {
    const seedling = await areaOf('育苗室');
    const [nurseryGw] = await app.dbHandle.db.select().from(gatewayTable).where(eq(gatewayTable.fid, NURSERY_FID));
    const r = await callOf(app, setFacAreaGateways, { fid: DEMO_FID, area_id: seedling.areaId, gw_ids: [nurseryGw!.gwId] }, demo);
    expect(r.status).toBe(404);
    expect(r.body.msg).toBe('网关不存在或不属于本工厂');
    const [after] = await app.dbHandle.db.select().from(gatewayTable).where(eq(gatewayTable.gwId, nurseryGw!.gwId));
    expect(after!.areaId).toBe(nurseryGw!.areaId);
    const sow = await areaOf('播种区', NURSERY_FID);
    expect((await callOf(app, setFacAreaGateways, { fid: DEMO_FID, area_id: sow.areaId, gw_ids: [] }, demo)).status).toBe(404);
  });

  it('refuses targets whose lower bound is above the upper one, and needs cfg.iot.edit', async () => {
    const r = await callOf(app, saveAreaClimateTargets, { fid: DEMO_FID, kind: 'seedling', temp_min: 30, temp_max: 20 }, demo);
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('温度下限不能大于上限');
    const denied = await callOf(app, saveAreaClimateTargets, { fid: DEMO_FID, kind: 'seedling', temp_min: 18 }, grower);
    expect(denied.status).toBe(403);
    expect(denied.body.msg).toContain('cfg.iot.edit');
  });
});

describe('导出', () => {
  const sheet = async (file: string) => {
    const res = await app.inject({ method: 'GET', url: pathOf(downloadExportFile, { file }) });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return wb.worksheets[0]!.getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
  };

  it('exports the field and area lists with the list filters', async () => {
    const fields = await dataOf(app, exportFacFieldList, { fid: DEMO_FID, kw: '一号' }, demo);
    expect(fields.rows).toBe(1);
    expect(fields.file_name).toMatch(/^厂房_\d{8}\.xlsx$/);
    expect((await sheet(fields.file))[1]!.slice(0, 3)).toEqual(['一号厂房', 0, '启用']);

    const areas = await dataOf(app, exportFacAreaList, { fid: DEMO_FID, kind: 'grow' }, demo);
    expect(areas.rows).toBe(3);
    const rows = await sheet(areas.file);
    expect(rows[0]!.slice(0, 3)).toEqual(['厂房', '区域', '类型']);
    expect(rows.find((r) => r[1] === '栽培二区')!.slice(6, 9)).toEqual([500, 65, 435]);
  });
});
