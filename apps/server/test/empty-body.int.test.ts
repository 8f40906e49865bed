import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { logout, getUserInfo } from '@pfs/domain/auth';
import { DEMO, SA, createTestApp, login, type TestApp, rawCallOf } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.stop());

/** The three ways a client sends "nothing": no body at all, an empty JSON body, and `{}`. */
const emptyWays = [
  { name: '无请求体', headers: {}, payload: undefined },
  { name: '空 JSON 请求体', headers: { 'content-type': 'application/json' }, payload: '' },
  { name: '{}', headers: { 'content-type': 'application/json' }, payload: '{}' },
] as const;

describe('calls whose body is empty', () => {
  it('logout with no body at all revokes the token (spec §7: sends the token, no other body)', async () => {
    for (const way of emptyWays) {
      const token = await login(app, DEMO.uniNo, DEMO.password);
      const r = await app.inject({ method: 'POST', url: logout.url, headers: { 'x-token': token, ...way.headers }, payload: way.payload });
      expect([way.name, r.statusCode, r.json().msg]).toEqual([way.name, 200, '已退出登录']);
      const after = await rawCallOf(app, getUserInfo, undefined, token);
      expect([way.name, after.status, after.body.code]).toEqual([way.name, 401, 50014]);
    }
  });

  it('every POST call whose body has no required field (logout today, any such call tomorrow) accepts an empty body', async () => {
    const sa = await login(app, SA.uniNo, SA.password);
    const routes = app.registeredApiRoutes.filter(
      (r) => r.method === 'POST' && !r.url.includes('upload') && r.body && (r.body as ZodType).safeParse({}).success,
    );
    expect(routes.length).toBeGreaterThan(0);
    for (const r of routes) {
      for (const way of emptyWays) {
        const res = await app.inject({ method: 'POST', url: r.url, headers: { 'x-token': sa, ...way.headers }, payload: way.payload });
        expect([r.url, way.name, res.statusCode === 400 ? res.json().msg : 'not 400']).toEqual([r.url, way.name, 'not 400']);
      }
    }
  });
});

describe('bodies that are not empty', () => {
  it('broken JSON and a poisoned prototype are still refused', async () => {
    const token = await login(app, DEMO.uniNo, DEMO.password);
    const headers = { 'x-token': token, 'content-type': 'application/json' };
    const broken = await app.inject({ method: 'POST', url: logout.url, headers, payload: '{"a":' });
    expect([broken.statusCode, broken.json().msg]).toEqual([400, '请求体不是有效的 JSON']);
    const poisoned = await app.inject({ method: 'POST', url: logout.url, headers, payload: '{"__proto__":{"x":1}}' });
    expect(poisoned.statusCode).toBe(400);
    expect((await rawCallOf(app, getUserInfo, undefined, token)).status).toBe(200);
  });
});
