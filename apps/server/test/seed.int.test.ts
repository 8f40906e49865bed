import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { updateProfile, getUserInfo } from '@pfs/domain/auth';
import { getIotAnalysisCompare, getIotAnalysisSetList } from '@pfs/domain/iot-analysis';
import { topicOf } from '@pfs/domain/iot-ingest';
import { saveFacRole } from '@pfs/domain/member';
import { getIotRuleList } from '@pfs/domain/rule';
import { ROOM_POINTS } from '@pfs/sim';
import { seedDemo } from '../src/seed/demo-seed.js';
import { seedDemoStrategies } from '../src/seed/demo-iot.js';
import { seedDemoAnalyses } from '../src/seed/demo-analysis.js';
import { DEMO, DEMO_FID, createTestApp, login, type TestApp, callOf, rawCallOf } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.stop());

const count = async (table: string) =>
  Number(((await app.dbHandle.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as { rows: { n: number }[] }).rows[0]!.n);

describe('demo seed', () => {
  it('runs once: a restart neither duplicates nor overwrites what users changed', async () => {
    const token = await login(app, DEMO.uniNo, DEMO.password);
    await callOf(app, updateProfile, { cname: '王厂长', mobile: '', email: '', old_password: DEMO.password }, token);
    await callOf(app, saveFacRole, { fid: DEMO_FID, name: '夜班', codes: ['plant.list'] }, token);
    const before = { users: await count('users'), roles: await count('roles'), facilities: await count('facilities'), areas: await count('areas') };
    expect(await seedDemo(app.dbHandle.db)).toBe(false);
    expect({ users: await count('users'), roles: await count('roles'), facilities: await count('facilities'), areas: await count('areas') }).toEqual(before);
    const info = await rawCallOf(app, getUserInfo, undefined, token);
    expect((info.body.user as { cname: string }).cname).toBe('王厂长');
    expect(before).toEqual({ users: 6, roles: 13, facilities: 2, areas: 7 });
  });

  it('two concurrent first starts seed once', async () => {
    const fresh = await createTestApp({ SEED_DEMO: 'off' });
    try {
      // createTestApp already seeded; clear the marker and data to simulate an empty database.
      // The app's own schedulers touch these tables too: a truncate can meet one of them in a deadlock, so retry.
      for (let attempt = 1; ; attempt++) {
        try {
          await fresh.dbHandle.db.execute(sql`truncate app_meta, users, facilities restart identity cascade`);
          break;
        } catch (err) {
          if (attempt >= 5) throw err;
          await new Promise((r) => setTimeout(r, 200));
        }
      }
      const results = await Promise.all([seedDemo(fresh.dbHandle.db), seedDemo(fresh.dbHandle.db)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const n = Number(((await fresh.dbHandle.db.execute(sql`select count(*)::int as n from facilities`)) as { rows: { n: number }[] }).rows[0]!.n);
      expect(n).toBe(2);
    } finally {
      await fresh.stop();
    }
  });
});

describe('demo strategies', () => {
  it('are saved once with the simulated gateways’ points declared ahead of their birth, and a birth keeps those points', async () => {
    const token = await login(app, DEMO.uniNo, DEMO.password);
    expect(await seedDemoStrategies(app.dbHandle.db)).toBe(true);
    expect(await seedDemoStrategies(app.dbHandle.db)).toBe(false);
    const list = (await callOf(app, getIotRuleList, { fid: DEMO_FID }, token)).body.data as { name: string; enabled: boolean }[];
    expect(list.map((r) => r.name).sort()).toEqual(['栽培一区 光照时补充 CO2', '栽培二区 高温通风', '育苗室 补光 06:00–22:00'].sort());
    expect(list.every((r) => r.enabled)).toBe(true);
    const points = await count('iot_points');
    // The seedling room's gateway announces the same points later: they are refreshed, not added.
    await app.services.ingest.handle(topicOf('demo-seedling', 'birth'), Buffer.from(JSON.stringify({ ts: Date.now(), points: ROOM_POINTS })));
    expect(await count('iot_points')).toBe(points);
  });
});

describe('demo saved analyses', () => {
  it('are saved once for 分析配置, each naming the sensors of the rooms it compares', async () => {
    const token = await login(app, DEMO.uniNo, DEMO.password);
    expect(await seedDemoAnalyses(app.dbHandle.db)).toBe(true);
    expect(await seedDemoAnalyses(app.dbHandle.db)).toBe(false);
    type Set = { name: string; point_ids: number[]; view: string; day_start: string };
    const sets = (await callOf(app, getIotAnalysisSetList, { fid: DEMO_FID }, token)).body.data as Set[];
    expect(sets.map((x) => x.name).sort()).toEqual(['两个栽培区温度对比', '栽培一区 光照与 CO2 日变化', '栽培一区 温湿度', '营养液 EC 与 pH'].sort());
    const profile = sets.find((x) => x.name === '栽培一区 光照与 CO2 日变化')!;
    expect(profile).toMatchObject({ view: 'profile', day_start: '04:00' });
    const end = new Date();
    const start = new Date(end.getTime() - 7 * 86_400_000);
    const r = await callOf(
      app,
      getIotAnalysisCompare,
      { fid: DEMO_FID, point_ids: profile.point_ids, start: start.toISOString(), end: end.toISOString() },
      token,
    );
    expect(r.status).toBe(200);
    const names = (r.body.data as { series: { gw_name: string; code: string }[] }).series.map((x) => `${x.gw_name} ${x.code}`);
    expect(names).toEqual(['栽培一区网关 ppfd', '栽培一区网关 co2']);
  });
});
