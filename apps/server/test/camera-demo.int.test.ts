import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { pathOf } from '@pfs/domain';
import { getIotCamList, getCamDemo } from '@pfs/domain/camera';
import { cameraTable } from '../src/modules/camera/camera.table.js';
import { CameraRepository } from '../src/modules/camera/camera.repository.js';
import { CameraService } from '../src/modules/camera/camera.service.js';
import { installationSecret } from '../src/db/installation-secret.js';
import { SyslogRepository } from '../src/modules/syslog/syslog.repository.js';
import { SyslogService } from '../src/modules/syslog/syslog.service.js';
import { screenCfgTable } from '../src/modules/screen/screen.table.js';
import { ScreenRepository } from '../src/modules/screen/screen.repository.js';
import { seedDemoScreens } from '../src/seed/demo-screen.js';
import { clockIn } from '../src/lib/clock.js';
import { DEMO, DEMO_FID, NURSERY_FID, createTestApp, dataOf, login, type TestApp } from './test-app.js';

let app: TestApp;
let demo: string;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoScreens(app.dbHandle.db);
  demo = await login(app, DEMO.uniNo, DEMO.password);
}, 120_000);
afterAll(() => app.stop());

const picture = (url: string) => app.inject({ method: 'GET', url });
const camPath = (camId: number) => pathOf(getCamDemo, { file: `${camId}.jpg` });
const camsOf = async (fid: number) => (await dataOf(app, getIotCamList, { fid }, demo)).items;

describe('demo camera pictures', () => {
  it('are public only for cameras on a published screen', async () => {
    const db = app.dbHandle.db;
    const [shownCfg] = await db
      .select()
      .from(screenCfgTable)
      .where(and(eq(screenCfgTable.fid, DEMO_FID), eq(screenCfgTable.published, true)));
    const onScreen = shownCfg!.cfg.cam_ids[0]!;
    expect((await picture(camPath(onScreen))).statusCode).toBe(200);

    // 育苗中心: demo cameras, no published screen.
    const [nursery] = await db.select().from(cameraTable).where(eq(cameraTable.fid, NURSERY_FID));
    const hidden = await picture(camPath(nursery!.camId));
    expect([hidden.statusCode, hidden.json().msg]).toEqual([404, '摄像头不存在']);

    // Unpublishing the screen takes its cameras off the public address too.
    await db.update(screenCfgTable).set({ published: false }).where(eq(screenCfgTable.fid, DEMO_FID));
    expect((await picture(camPath(onScreen))).statusCode).toBe(404);
    await db
      .update(screenCfgTable)
      .set({ published: true })
      .where(and(eq(screenCfgTable.fid, DEMO_FID), eq(screenCfgTable.variant, shownCfg!.variant)));
  });

  it('show every camera of the factory in the console through its signed address', async () => {
    const [cam] = await camsOf(NURSERY_FID);
    expect(cam!.view_url.slice(0, cam!.view_url.indexOf('?'))).toBe(camPath(cam!.cam_id));
    expect(cam!.view_url).toMatch(/\?sig=[\w-]{32}$/);
    const ok = await picture(`${cam!.view_url}&t=3`);
    expect([ok.statusCode, ok.headers['content-type']]).toEqual([200, 'image/jpeg']);
    // A signature is good for its own camera only.
    const [other] = (await camsOf(DEMO_FID)).filter((c) => c.url.startsWith(getCamDemo.url.replace(':file', '')));
    const sig = cam!.view_url.split('sig=')[1];
    await db().update(screenCfgTable).set({ published: false }).where(eq(screenCfgTable.fid, DEMO_FID));
    expect((await picture(`${camPath(other!.cam_id)}?sig=${sig}`)).statusCode).toBe(404);
    expect((await picture(`${camPath(cam!.cam_id)}?sig=${'A'.repeat(32)}`)).statusCode).toBe(404);
  });

  it('keep their signed address good on another instance of the same installation (behind the proxy, after a restart)', async () => {
    const [cam] = await camsOf(NURSERY_FID);
    const sig = cam!.view_url.split('sig=')[1];
    const other = new CameraService(new CameraRepository(db()), syslog(), clockIn('Asia/Shanghai'), installationSecret(db(), 'camera-view'), shownOnScreen);
    expect((await other.demoPicture(cam!.cam_id, sig)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const stranger = new CameraService(new CameraRepository(db()), syslog(), clockIn('Asia/Shanghai'), installationSecret(db(), 'another'), shownOnScreen);
    await expect(stranger.demoPicture(cam!.cam_id, sig)).rejects.toThrow('摄像头不存在');
  });
});

const db = () => app.dbHandle.db;
const shownOnScreen = (cam: { fid: number; camId: number }) => new ScreenRepository(db(), 'Asia/Shanghai').showsCamera(cam);
const syslog = () => new SyslogService(new SyslogRepository(db(), 'Asia/Shanghai'), clockIn('Asia/Shanghai'));
