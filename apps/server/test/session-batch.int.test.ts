import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logout, getUserInfo } from '@pfs/domain/auth';
import { getFacMemberList } from '@pfs/domain/member';
import { DEMO, DEMO_FID, GROWER, createTestApp, login, type TestApp, callOf, rawCallOf } from './test-app.js';

/**
 * With the access cache off every call reads its session from the database, and concurrent calls' lookups go out
 * together in one statement: each caller must still get exactly its own answer.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AUTH_CACHE_SECONDS: '0' });
});
afterAll(() => app.stop());

const metric = async (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec((await app.inject({ method: 'GET', url: '/metrics' })).body)?.[1]);

describe('session lookups of concurrent calls', () => {
  it('get_user_info: each token its own user, a signed-out token refused, all in fewer statements than calls', async () => {
    const demo = await login(app, DEMO.uniNo, DEMO.password);
    const grower = await login(app, GROWER.uniNo, GROWER.password);
    const signedOut = await login(app, DEMO.uniNo, DEMO.password);
    await callOf(app, logout, {}, signedOut);
    const [lookups, statements] = [await metric('pfs_session_lookups_total'), await metric('pfs_session_lookup_statements_total')];

    const tokens = [demo, grower, signedOut];
    const res = await Promise.all(Array.from({ length: 60 }, (_, i) => rawCallOf(app, getUserInfo, undefined, tokens[i % 3])));
    res.forEach((r, i) => {
      if (i % 3 === 2) expect([r.status, r.body.code]).toEqual([401, 50014]);
      else expect((r.body.user as { uni_no: string }).uni_no).toBe(i % 3 === 0 ? DEMO.uniNo : GROWER.uniNo);
    });
    expect(res.filter((r) => r.status === 200).map((r) => (r.body.fac_roles as unknown[]).length)).toEqual(
      res.filter((_, i) => i % 3 !== 2).map((_, i) => (i % 2 === 0 ? 2 : 1)),
    );

    const asked = (await metric('pfs_session_lookups_total')) - lookups;
    const sent = (await metric('pfs_session_lookup_statements_total')) - statements;
    expect(asked).toBe(60);
    expect(sent).toBeLessThan(asked / 2);
  });

  it('factory calls: each token gets its own codes in the factory it asked about', async () => {
    const demo = await login(app, DEMO.uniNo, DEMO.password);
    const grower = await login(app, GROWER.uniNo, GROWER.password);
    // demo manages both factories; grower is a member of the first only, without auth.list.
    const asks = Array.from({ length: 40 }, (_, i) => ({ token: i % 2 ? grower : demo, fid: i % 4 < 2 ? DEMO_FID : 2 }));
    const res = await Promise.all(asks.map((a) => callOf(app, getFacMemberList, { fid: a.fid, page: 1, size: 5 }, a.token)));
    res.forEach((r, i) => {
      const a = asks[i]!;
      if (a.token === demo) expect(r.status).toBe(200);
      else expect([r.status, r.body.msg]).toEqual([403, a.fid === DEMO_FID ? expect.stringContaining('没有权限') : '您不是该工厂的成员，或已被停用']);
    });
  });
});
