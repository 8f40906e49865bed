import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { pathOf, type CallBody } from '@pfs/domain';
import { deleteIotCam, getCamDemo, getIotCamList, saveIotCam } from '@pfs/domain/camera';
import {
  SCREEN_VARIANTS,
  getScreenCfg,
  getScreenOptions,
  getScreenStatus,
  getScreenTmplName,
  getSensorLastHourVals,
  getSensorTenDayVals,
  loadFacInfo,
  loadScreenCctvs,
  loadScreenInformationData,
  loadToShowSensors,
  pubScreenBodySchema,
  saveScreenCfg,
  screenHeartbeat,
} from '@pfs/domain/screen';
import { latestValueTable, readingTable } from '../src/modules/iot-store/reading.table.js';
import { pointTable } from '../src/modules/iot-store/point.table.js';
import { cameraTable } from '../src/modules/camera/camera.table.js';
import { areaTable } from '../src/modules/facility/facility.table.js';
import { seedDemoScreens } from '../src/seed/demo-screen.js';
import { screenCfgTable } from '../src/modules/screen/screen.table.js';
import { metaTable } from '../src/db/meta.table.js';
import { declareSimPoints } from '../src/seed/sim-points.js';
import { DEMO, DEMO_FID, GROWER, NURSERY_FID, callOf, callRaw, createTestApp, dataOf, login, type TestApp } from './test-app.js';
import { callsTagged } from './defined-calls.js';

let app: TestApp;
let demo: string;
let grower: string;
let shown: number[];
/** A demo sensor the screens do not show, and a sensor of the other factory. */
let hidden: number;
let foreignPoint: number;
let demoCams: number[];
let nurseryCam: number;
let nurseryArea: number;

/** The public calls that take a template (and nothing else), as defined; the others are named in the tests below. */
const PUBLIC_CALLS = callsTagged(getScreenTmplName.tag).filter((c) => c.body === pubScreenBodySchema);
const OTHER_PUBLIC_CALLS = [getScreenTmplName, getSensorLastHourVals, getSensorTenDayVals, screenHeartbeat];

beforeAll(async () => {
  app = await createTestApp();
  const db = app.dbHandle.db;
  expect(await seedDemoScreens(db)).toBe(true);
  // A second start seeds nothing again.
  expect(await seedDemoScreens(db)).toBe(false);
  const { ids } = await declareSimPoints(db, ['demo-grow-2', 'nursery-sow']);
  hidden = ids.get('demo-grow-2/ph')!;
  foreignPoint = ids.get('nursery-sow/air_temp')!;
  demo = await login(app, DEMO.uniNo, DEMO.password);
  grower = await login(app, GROWER.uniNo, GROWER.password);
  shown = (await dataOf(app, getScreenCfg, { fid: DEMO_FID, variant: 'default' }, demo)).point_ids;
  // Readings of the last hour for the first shown sensor, and a newest value.
  const now = Date.now();
  await db.insert(readingTable).values(Array.from({ length: 30 }, (_, i) => ({ pointId: shown[0]!, ts: new Date(now - i * 120_000), v: 20 + i / 10 })));
  await db.insert(latestValueTable).values({ pointId: shown[0]!, ts: new Date(now), v: 20 });
  demoCams = (await db.select({ id: cameraTable.camId }).from(cameraTable).where(eq(cameraTable.fid, DEMO_FID))).map((r) => r.id);
  const [nc] = await db.select().from(cameraTable).where(eq(cameraTable.fid, NURSERY_FID));
  nurseryCam = nc!.camId;
  nurseryArea = nc!.areaId;
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe('public screen calls', () => {
  it('are each tested here', () => {
    expect(PUBLIC_CALLS).toContain(loadToShowSensors);
    const urls = (calls: readonly { url: string }[]) => calls.map((c) => c.url).sort();
    expect(urls(callsTagged(getScreenTmplName.tag))).toEqual(urls([...PUBLIC_CALLS, ...OTHER_PUBLIC_CALLS]));
  });

  it('answer for the published demo screen without a session', async () => {
    expect(await dataOf(app, getScreenTmplName, { fid: DEMO_FID })).toEqual({ tmpl: 'default' });
    for (const def of PUBLIC_CALLS) {
      for (const variant of SCREEN_VARIANTS) {
        const r = await callOf(app, def, { fid: DEMO_FID, variant });
        expect(r.body.code, `${def.url} ${variant}`).toBe(200);
      }
    }
    const sensors = await dataOf(app, loadToShowSensors, { fid: DEMO_FID });
    expect(sensors.map((s) => s.point_id)).toEqual(shown);
    expect(sensors[0]).toMatchObject({ v: 20, area_name: '育苗室' });
    const hour = await dataOf(app, getSensorLastHourVals, { fid: DEMO_FID, point_id: shown[0]! });
    expect(hour.vals.length).toBeGreaterThanOrEqual(29);
    expect((await callOf(app, getSensorTenDayVals, { fid: DEMO_FID, point_id: shown[0]! })).body.code).toBe(200);
    const cams = await dataOf(app, loadScreenCctvs, { fid: DEMO_FID });
    expect(cams.map((c) => c.cam_id)).toEqual(demoCams);
    // 种植区域: 育苗室, 栽培一区, 栽培二区 — not 包装间 or 冷库.
    const info = await dataOf(app, loadFacInfo, { fid: DEMO_FID });
    expect(info).toMatchObject({ fac_name: '示范植物工厂', areas: 3, grow_areas: 2 });
    const { panels } = await dataOf(app, loadScreenInformationData, { fid: DEMO_FID });
    expect(panels.length).toBe(3);
    // The demo sprays (its records show 吡虫啉 and others): its public text makes no pesticide-free claim.
    for (const p of panels) expect(p.body).not.toMatch(/无农药|零农药|不使用农药|不打药|零农残/);
  });

  it('give the same 404 for an unpublished factory, an unknown one, a sensor not chosen and another factory’s sensor', async () => {
    const msgs = new Set<string>();
    for (const fid of [NURSERY_FID, 99_999, 2_147_483_647]) {
      expect((await callOf(app, getScreenTmplName, { fid })).status).toBe(404);
      for (const def of [...PUBLIC_CALLS, screenHeartbeat]) {
        const r = await callOf(app, def, { fid, variant: 'default', client_id: 'abcdefgh-1234' });
        expect(r.status, `${def.url} fid ${fid}`).toBe(404);
        msgs.add(r.body.msg);
      }
      for (const def of [getSensorLastHourVals, getSensorTenDayVals]) {
        expect((await callOf(app, def, { fid, point_id: shown[0]! })).status).toBe(404);
      }
    }
    expect([...msgs]).toEqual(['大屏不存在或未发布']);
    for (const point_id of [hidden, foreignPoint, 2_147_483_647]) {
      for (const def of [getSensorLastHourVals, getSensorTenDayVals]) {
        const r = await callOf(app, def, { fid: DEMO_FID, point_id });
        expect(r.status, `${def.url} ${point_id}`).toBe(404);
      }
    }
    // A sensor of the bhcm screen's choice is not shown by asking through another template that lacks it.
    const bhcm = await dataOf(app, getScreenCfg, { fid: DEMO_FID, variant: 'bhcm' }, demo);
    const notOnBhcm = shown.find((id) => !bhcm.point_ids.includes(id))!;
    expect((await callOf(app, getSensorLastHourVals, { fid: DEMO_FID, variant: 'bhcm', point_id: notOnBhcm })).status).toBe(404);
  });

  it('refuse malformed bodies with a Chinese message', async () => {
    const r = await callRaw(app, loadToShowSensors, { fid: 'x', variant: 'other' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/工厂编号|大屏模板/);
    expect((await callOf(app, screenHeartbeat, { fid: DEMO_FID, client_id: 'short' })).status).toBe(400);
  });

  it('stop answering once the template is unpublished, and again once it is published', async () => {
    const { updated_at: _u, ...body } = await dataOf(app, getScreenCfg, { fid: DEMO_FID, variant: 'iotexp' }, demo);
    expect((await callOf(app, saveScreenCfg, { ...body, fid: DEMO_FID, published: false }, demo)).body.code).toBe(200);
    expect((await callOf(app, loadToShowSensors, { fid: DEMO_FID, variant: 'iotexp' })).status).toBe(404);
    expect((await callOf(app, saveScreenCfg, { ...body, fid: DEMO_FID, published: true }, demo)).body.code).toBe(200);
    expect((await callOf(app, loadToShowSensors, { fid: DEMO_FID, variant: 'iotexp' })).status).toBe(200);
  });
});

describe('screen configuration', () => {
  it('needs cfg.fac.edit and the factory', async () => {
    expect((await callOf(app, getScreenCfg, { fid: DEMO_FID, variant: 'default' }, grower)).status).toBe(403);
    expect((await callOf(app, getScreenStatus, { fid: DEMO_FID }, grower)).status).toBe(403);
    expect((await callOf(app, getScreenOptions, { fid: DEMO_FID })).body.code).toBe(50014);
    // demo is no member of a factory that does not exist
    expect((await callOf(app, getScreenCfg, { fid: 99_999, variant: 'default' }, demo)).status).toBe(403);
  });

  it('refuses another factory’s sensor, camera or picture and duplicates', async () => {
    const base: CallBody<typeof saveScreenCfg> = {
      fid: DEMO_FID,
      variant: 'bhcm',
      published: true,
      is_main: false,
      point_ids: [],
      pic_ids: [],
      ext_pic_ids: [],
      cam_ids: [],
      panels: [],
      sections: ['iot'],
    };
    const r1 = await callOf(app, saveScreenCfg, { ...base, point_ids: [foreignPoint] }, demo);
    expect(r1.status).toBe(400);
    expect(r1.body.msg).toContain('传感器');
    expect((await callOf(app, saveScreenCfg, { ...base, cam_ids: [nurseryCam] }, demo)).status).toBe(400);
    expect((await callOf(app, saveScreenCfg, { ...base, pic_ids: [2_147_483_647] }, demo)).status).toBe(400);
    expect((await callOf(app, saveScreenCfg, { ...base, point_ids: [shown[0]!, shown[0]!] }, demo)).body.msg).toContain('不能重复');
    expect((await callOf(app, saveScreenCfg, { ...base, point_ids: Array.from({ length: 13 }, (_, i) => i + 1) }, demo)).body.msg).toContain('最多 12');
  });

  it('moves the main template and lists open screens from heartbeats', async () => {
    const { updated_at: _u, ...body } = await dataOf(app, getScreenCfg, { fid: DEMO_FID, variant: 'iotexp' }, demo);
    expect((await callOf(app, saveScreenCfg, { ...body, fid: DEMO_FID, is_main: true }, demo)).body.code).toBe(200);
    expect((await callOf(app, getScreenTmplName, { fid: DEMO_FID })).body.data).toEqual({ tmpl: 'iotexp' });
    expect((await callOf(app, screenHeartbeat, { fid: DEMO_FID, variant: 'iotexp', client_id: 'screen-hall-0001', path: '/screen/1' })).body.code).toBe(200);
    const status = await dataOf(app, getScreenStatus, { fid: DEMO_FID }, demo);
    expect(status.variants.filter((v) => v.is_main).map((v) => v.variant)).toEqual(['iotexp']);
    expect(status.clients).toContainEqual(expect.objectContaining({ client_id: 'screen-hall-0001', online: true, variant: 'iotexp' }));
  });
});

describe('cameras', () => {
  it('lists with iot.list, changes with cfg.iot.edit, inside the factory only', async () => {
    expect((await dataOf(app, getIotCamList, { fid: DEMO_FID }, grower)).total_ct).toBe(3);
    const cam: CallBody<typeof saveIotCam> = { fid: DEMO_FID, name: '包装间摄像头', area_id: 0, kind: 'hls', url: 'https://cams.example.com/pack/index.m3u8' };
    expect((await callOf(app, saveIotCam, cam, demo)).body.msg).toContain('请选择区域');
    const [pack] = await app.dbHandle.db
      .select()
      .from(areaTable)
      .where(and(eq(areaTable.fid, DEMO_FID), eq(areaTable.name, '包装间')));
    expect((await callOf(app, saveIotCam, { ...cam, area_id: pack!.areaId }, grower)).status).toBe(403);
    expect((await callOf(app, saveIotCam, { ...cam, area_id: nurseryArea }, demo)).status).toBe(400);
    expect((await callRaw(app, saveIotCam, { ...cam, area_id: pack!.areaId, url: 'javascript:alert(1)' }, demo)).status).toBe(400);
    const saved = await callOf(app, saveIotCam, { ...cam, area_id: pack!.areaId }, demo);
    expect(saved.body.data).toMatchObject({ name: '包装间摄像头', area_name: '包装间', kind: 'hls', enabled: true });
    const camId = saved.body.data!.cam_id;
    // Another factory's camera: the same 404 as none.
    expect((await callOf(app, saveIotCam, { ...cam, area_id: pack!.areaId, cam_id: nurseryCam }, demo)).status).toBe(404);
    expect((await callOf(app, deleteIotCam, { fid: DEMO_FID, cam_id: nurseryCam }, demo)).status).toBe(404);
    expect((await callOf(app, deleteIotCam, { fid: DEMO_FID, cam_id: camId }, demo)).body.msg).toBe('摄像头已删除');
  });

  it('serves a demo camera’s generated picture, and nothing for other ids', async () => {
    const res = await app.inject({ method: 'GET', url: pathOf(getCamDemo, { file: `${demoCams[0]}.jpg` }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    for (const file of ['999999.jpg', '0.jpg', '99999999999.jpg', 'x.jpg']) {
      const r = await app.inject({ method: 'GET', url: getCamDemo.url.replace(':file', file) });
      expect(r.statusCode, file).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('points of the screen', () => {
  it('a disabled sensor’s history is no longer public', async () => {
    const db = app.dbHandle.db;
    const last = shown[shown.length - 1]!;
    await db.update(pointTable).set({ enabled: false }).where(eq(pointTable.pointId, last));
    // The screens' answers are shared for a couple of seconds; a save (below) drops them at once.
    const cfg = await dataOf(app, getScreenCfg, { fid: DEMO_FID, variant: 'default' }, demo);
    expect(cfg.point_ids).toContain(last);
    const r = await callOf(app, getSensorLastHourVals, { fid: DEMO_FID, point_id: last });
    expect(r.status).toBe(404);
    await db.update(pointTable).set({ enabled: true }).where(eq(pointTable.pointId, last));
  });
});

describe('the demo screens’ introduction', () => {
  it('is corrected once in a demo seeded with the old 无农药 text, leaving text staff wrote alone', async () => {
    const db = app.dbHandle.db;
    const old = '示范植物工厂采用多层立体栽培与全人工光照明，全年恒温恒湿，无农药、洁净种植，从播种到采收全程可追溯。';
    const cfgOf = async (variant: 'iotexp' | 'bhcm') =>
      (
        await db
          .select()
          .from(screenCfgTable)
          .where(and(eq(screenCfgTable.fid, DEMO_FID), eq(screenCfgTable.variant, variant)))
      )[0]!;
    const iot = await cfgOf('iotexp');
    await db
      .update(screenCfgTable)
      .set({ cfg: { ...iot.cfg, panels: iot.cfg.panels.map((p, i) => (i === 0 ? { ...p, body: old } : p)) } })
      .where(and(eq(screenCfgTable.fid, DEMO_FID), eq(screenCfgTable.variant, 'iotexp')));
    const bh = await cfgOf('bhcm');
    const own = '本厂自写的介绍';
    await db
      .update(screenCfgTable)
      .set({ cfg: { ...bh.cfg, panels: [{ title: '工厂简介', body: own }] } })
      .where(and(eq(screenCfgTable.fid, DEMO_FID), eq(screenCfgTable.variant, 'bhcm')));
    // A database seeded before the correction existed.
    await db.delete(metaTable).where(eq(metaTable.key, 'demo_screens_intro_fixed_at'));
    expect(await seedDemoScreens(db)).toBe(false);
    expect((await cfgOf('iotexp')).cfg.panels[0]!.body).toMatch(/安全间隔期/);
    expect((await cfgOf('bhcm')).cfg.panels).toEqual([{ title: '工厂简介', body: own }]);
  });
});
