import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedDemo } from '../src/seed/demo-seed.js';
import { DEMO, DEMO_FID, call, createTestApp, login, type TestApp } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.stop());

const count = async (table: string) => Number(((await app.dbHandle.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as { rows: { n: number }[] }).rows[0]!.n);

describe('demo seed', () => {
  it('runs once: a restart neither duplicates nor overwrites what users changed', async () => {
    const token = await login(app, DEMO.uniNo, DEMO.password);
    await call(app, '/api/update_profile', { cname: '王厂长', mobile: '', email: '' }, token);
    await call(app, '/api/save_fac_role', { fid: DEMO_FID, name: '夜班', codes: ['plant.list'] }, token);
    const before = { users: await count('users'), roles: await count('roles'), facilities: await count('facilities'), areas: await count('areas') };
    expect(await seedDemo(app.dbHandle.db)).toBe(false);
    expect({ users: await count('users'), roles: await count('roles'), facilities: await count('facilities'), areas: await count('areas') }).toEqual(before);
    const info = await call(app, '/api/get_user_info', undefined, token, 'GET');
    expect((info.body.user as { cname: string }).cname).toBe('王厂长');
    expect(before).toEqual({ users: 6, roles: 13, facilities: 2, areas: 7 });
  });

  it('two concurrent first starts seed once', async () => {
    const fresh = await createTestApp({ SEED_DEMO: 'off' });
    try {
      // createTestApp already seeded; clear the marker and data to simulate an empty database.
      await fresh.dbHandle.db.execute(sql`truncate app_meta, users, facilities restart identity cascade`);
      const results = await Promise.all([seedDemo(fresh.dbHandle.db), seedDemo(fresh.dbHandle.db)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const n = Number(((await fresh.dbHandle.db.execute(sql`select count(*)::int as n from facilities`)) as { rows: { n: number }[] }).rows[0]!.n);
      expect(n).toBe(2);
    } finally {
      await fresh.stop();
    }
  });
});
