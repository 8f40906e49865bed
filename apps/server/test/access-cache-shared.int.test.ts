import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logout, getUserInfo } from '@pfs/domain/auth';
import { getFacCfg, updateFacCfg } from '@pfs/domain/factory-cfg';
import { getFacMemberList, getFacRoleList, updateFacMember } from '@pfs/domain/member';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { openDatabase, type DbHandle } from '../src/db/client.js';
import { instanceConfig } from './instance-fixture.js';
import { DEMO, DEMO_FID, GROWER, createTestApp, login, type TestApp, callOf, callRaw, dataOf, rawCallOf } from './test-app.js';

type UserInfo = { user: { uid: number }; fac_roles: { fac: { fid: number; fac_name: string }; role_name: string }[] };
const roleIn = (info: UserInfo, fid: number) => info.fac_roles.find((r) => r.fac.fid === fid)?.role_name;

// Two instances on one PostgreSQL database, each with a 60 s access cache: what one changes, the other's next
// requests see within the time a NOTIFY takes (polled for at most 2 s), not after the TTL.
describe.skipIf(process.env.TEST_DB !== 'postgres')('access cache shared by two instances', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let bDb: DbHandle;
  let removeBDir: () => void;
  const env = { AUTH_CACHE_SECONDS: '60' };

  beforeAll(async () => {
    a = await createTestApp(env);
    const url = (a.dbHandle.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    bDb = await openDatabase({ databaseUrl: url });
    const { config, removeDir } = instanceConfig('pfs-test-b-', { DATABASE_URL: url, ...env });
    removeBDir = removeDir;
    b = await buildApp({ config, db: bDb, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await bDb.close();
    removeBDir();
    await a.stop();
  });

  it('a role change and a disabled membership made on A are seen by B at once; a logout on A ends the session on B', async () => {
    const manager = await login(a, DEMO.uniNo, DEMO.password);
    const grower = await login(a, GROWER.uniNo, GROWER.password);
    // B caches the grower's session, user info and codes.
    const before = (await rawCallOf(b, getUserInfo, undefined, grower)).body as unknown as UserInfo;
    expect(roleIn(before, DEMO_FID)).toBe('种植员');
    expect((await callOf(b, getFacMemberList, { fid: DEMO_FID, page: 1, size: 10 }, grower)).status).toBe(403);

    const roles = (await callOf(a, getFacRoleList, { fid: DEMO_FID }, manager)).body.data as { role_id: number; name: string }[];
    const boss = roles.find((r) => r.name === '厂长')!;
    expect((await callOf(a, updateFacMember, { fid: DEMO_FID, uid: before.user.uid, role_id: boss.role_id }, manager)).status).toBe(200);
    await expect.poll(async () => (await callOf(b, getFacMemberList, { fid: DEMO_FID, page: 1, size: 10 }, grower)).status, { timeout: 2_000 }).toBe(200);
    const after = (await rawCallOf(b, getUserInfo, undefined, grower)).body as unknown as UserInfo;
    expect(roleIn(after, DEMO_FID)).toBe('厂长');

    expect((await callOf(a, updateFacMember, { fid: DEMO_FID, uid: before.user.uid, status: 'disabled' }, manager)).status).toBe(200);
    await expect.poll(async () => (await callOf(b, getFacMemberList, { fid: DEMO_FID, page: 1, size: 10 }, grower)).status, { timeout: 2_000 }).toBe(403);

    expect((await callOf(a, logout, {}, grower)).status).toBe(200);
    await expect.poll(async () => (await rawCallOf(b, getUserInfo, undefined, grower)).status, { timeout: 2_000 }).toBe(401);
  });

  it('a factory renamed on A shows in the user info B serves', async () => {
    const manager = await login(a, DEMO.uniNo, DEMO.password);
    const facName = async () =>
      ((await rawCallOf(b, getUserInfo, undefined, manager)).body as unknown as UserInfo).fac_roles.find((r) => r.fac.fid === DEMO_FID)?.fac
        .fac_name;
    const renamed = `${String(await facName())}（改）`;
    const cfg = await dataOf(a, getFacCfg, { fid: DEMO_FID }, manager);
    // The settings as read, sent back renamed (the reply's fields are wider than the form's: no typed body).
    const res = await callRaw(a, updateFacCfg, { ...cfg, fid: DEMO_FID, fac_name: renamed, mcodes: cfg.modules.map((m) => m.mcode) }, manager);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expect.poll(facName, { timeout: 2_000 }).toBe(renamed);
  });
});
