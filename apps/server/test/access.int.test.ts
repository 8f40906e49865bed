import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { API_PREFIX, type AnyCall } from '@pfs/domain';
import { closeFacAlarmlog, getFacAlarmlogList } from '@pfs/domain/alarm';
import { logout, login as loginCall } from '@pfs/domain/auth';
import { getIotFacState, iotSwitchCtrl } from '@pfs/domain/iot-gateway';
import { createFacMember, getFacMemberList, saveFacRole, updateFacMember } from '@pfs/domain/member';
import { MATERIAL_KINDS } from '@pfs/domain/plant';
import { addPageVisitLog } from '@pfs/domain/syslog';
import { authPlugin } from '../src/plugins/auth.plugin.js';
import { codeOfKind } from '../src/plugins/access.js';
import { DEMO, DEMO_FID, GROWER, NURSERY_FID, call, createTestApp, login, startWithSessions, type TestApp, callOf, callRaw } from './test-app.js';

let app: TestApp, demo: string, noPerm: string, grower: string;

beforeAll(async () => {
  [app, demo, grower] = await startWithSessions([DEMO, GROWER]);
  // A member of the demo factory whose role holds no code at all.
  const role = await callOf(app, saveFacRole, { fid: DEMO_FID, name: '无权限角色', codes: [] }, demo);
  await callOf(
    app,
    createFacMember,
    { fid: DEMO_FID, uni_no: 'nobody01', cname: '无权限', password: 'nobody-pass-1', role_id: (role.body.data as { role_id: number }).role_id },
    demo,
  );
  noPerm = await login(app, 'nobody01', 'nobody-pass-1');
});
afterAll(() => app.stop());

describe('every route declares its access', () => {
  it('has no /api route without a declaration', () => {
    expect(app.registeredApiRoutes.length).toBeGreaterThan(20);
    const undeclared = app.registeredApiRoutes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses to register a route that declares nothing', async () => {
    const bare = Fastify();
    await bare.register(authPlugin, { auth: app.services.auth, members: app.services.members });
    expect(() => bare.get(`${API_PREFIX}undeclared_route`, async () => ({}))).toThrow(/未声明访问权限/);
    await bare.close();
  });

  it('every session route refuses a request without a token (401, 50014)', async () => {
    const guarded = app.registeredApiRoutes.filter((r) => r.access && r.access.kind !== 'public');
    for (const r of guarded) {
      const res = await app.inject({ method: r.method as 'GET' | 'POST', url: r.url, payload: r.method === 'POST' ? { fid: DEMO_FID } : undefined });
      expect([r.url, res.statusCode, res.json().code]).toEqual([r.url, 401, 50014]);
    }
  });

  it('every permission route refuses a member whose role lacks its code (403)', async () => {
    const permRoutes = app.registeredApiRoutes.filter((r) => r.access?.kind === 'perm');
    expect(permRoutes.length).toBeGreaterThan(10);
    for (const r of permRoutes) {
      const res = await app.inject({ method: r.method as 'POST', url: r.url, payload: { fid: DEMO_FID }, headers: { 'x-token': noPerm } });
      const code = r.access?.kind === 'perm' ? r.access.code : '';
      expect([r.url, res.statusCode]).toEqual([r.url, 403]);
      expect(res.json().msg).toContain(code);
    }
  });

  it('every route whose permission follows the material kind refuses a member lacking that kind’s code (403)', async () => {
    const byKind = app.registeredApiRoutes.filter((r) => r.access?.kind === 'permByKind');
    expect(byKind.length).toBeGreaterThan(10);
    for (const r of byKind) {
      const action = r.access?.kind === 'permByKind' ? r.access.action : 'list';
      for (const kind of MATERIAL_KINDS) {
        const res = await app.inject({ method: r.method as 'POST', url: r.url, payload: { fid: DEMO_FID, kind }, headers: { 'x-token': noPerm } });
        expect([r.url, kind, res.statusCode]).toEqual([r.url, kind, 403]);
        expect(res.json().msg).toContain(codeOfKind(action, kind));
      }
      // Without a kind, someone holding none of the candidate codes is refused all the same.
      const bare = await app.inject({ method: r.method as 'POST', url: r.url, payload: { fid: DEMO_FID }, headers: { 'x-token': noPerm } });
      expect([r.url, bare.statusCode]).toEqual([r.url, 403]);
    }
  });

  it('a member of one factory asking with another factory fid gets 403', async () => {
    const routes = app.registeredApiRoutes.filter((r) => r.access?.kind === 'perm' || r.access?.kind === 'member' || r.access?.kind === 'permByKind');
    for (const r of routes) {
      const res = await app.inject({ method: r.method as 'POST', url: r.url, payload: { fid: NURSERY_FID, kind: 'seed' }, headers: { 'x-token': grower } });
      expect([r.url, res.statusCode]).toEqual([r.url, 403]);
      expect(res.json().msg).toContain('不是该工厂的成员');
    }
  });

  it('a disabled membership loses access at once', async () => {
    const list = await callOf(app, getFacMemberList, { fid: DEMO_FID, kw: 'grower' }, demo);
    const uid = (list.body.data as { items: { uid: number }[] }).items[0]!.uid;
    expect((await callOf(app, addPageVisitLog, { fid: DEMO_FID, path: '/plant/index' }, grower)).status).toBe(200);
    await callOf(app, updateFacMember, { fid: DEMO_FID, uid, status: 'disabled' }, demo);
    expect((await callOf(app, addPageVisitLog, { fid: DEMO_FID, path: '/plant/index' }, grower)).status).toBe(403);
    await callOf(app, updateFacMember, { fid: DEMO_FID, uid, status: 'enabled' }, demo);
  });
});

describe('bad input never gives a 500', () => {
  const garbage: unknown[] = [
    { fid: DEMO_FID, page: 'abc' },
    { fid: DEMO_FID, size: 100000 },
    { fid: DEMO_FID, page: -1 },
    { fid: DEMO_FID, uid: 'x', role_id: {}, status: 'maybe', name: 123, codes: 'all' },
    { fid: DEMO_FID, start: 'yesterday', end: 42 },
    { fid: DEMO_FID, uni_no: '', password: '1', cname: 'x'.repeat(500), email: 'not-mail', mobile: 'abc' },
    { fid: DEMO_FID, codes: ['no.such.code'], name: '测试角色' },
    { fid: 'abc' },
    { fid: -5 },
    [],
    // Ids beyond their int4 column, loosely-coercible numbers, control characters, impossible dates, huge strings.
    { fid: 2147483648 },
    { fid: 3000000000 },
    { fid: 2 ** 53 },
    { fid: '0x1' },
    { fid: true },
    { fid: '1e0' },
    { fid: '' },
    {
      fid: DEMO_FID,
      gw_id: 2147483648,
      point_id: 3000000000,
      alarm_id: 2 ** 53,
      rule_id: -1,
      area_id: '0x10',
      uid: true,
      role_id: '1e3',
      grp_id: '',
      set_id: ' 1',
      exec_id: 3000000000,
    },
    { fid: DEMO_FID, point_ids: [3000000000], page: '0x10', size: true, level: '1e3', minutes: '', seconds: 2 ** 53, sort_no: '0x1', days: true },
    {
      fid: DEMO_FID,
      name: 'a\u0000b',
      reason: 'a\u0000b',
      kw: '\u0000',
      keyword: 'a\u0001b',
      path: '/a\u0000',
      remark: '\u001b[31m',
      uni_no: 'a\u0000',
      cname: '李\u0000四',
      description: 'a\u007f',
    },
    { fid: DEMO_FID, start: '2026-02-30', end: '2026-13-01T00:00:00', start_day: '2026-02-30', end_day: '2026-13-01', point_ids: [1] },
    { fid: DEMO_FID, start: '2026-02-30T00:00:00Z', end: '2026-02-31T00:00:00Z' },
    { fid: DEMO_FID, name: 'x'.repeat(100_000), reason: 'x'.repeat(100_000), path: 'x'.repeat(100_000), param: 'x'.repeat(100_000) },
  ];

  it('answers every route with 4xx and a Chinese message', async () => {
    for (const r of app.registeredApiRoutes.filter((x) => x.method === 'POST' && !x.url.includes('upload') && x.url !== logout.url)) {
      for (const body of garbage) {
        const res = await app.inject({ method: 'POST', url: r.url, payload: body as object, headers: { 'x-token': demo } });
        expect([r.url, JSON.stringify(body), res.statusCode < 500]).toEqual([r.url, JSON.stringify(body), true]);
        if (res.statusCode >= 400) expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
      }
    }
    // ~4,000 calls: over a minute on a busy machine.
  }, 180_000);

  it('names the field that is wrong', async () => {
    const r = await callRaw(app, getFacMemberList, { fid: DEMO_FID, page: 'abc' }, demo);
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('page');
    const codes = await callRaw(app, saveFacRole, { fid: DEMO_FID, name: '测试角色', codes: ['no.such.code'] }, demo);
    expect(codes.status).toBe(400);
    expect(codes.body.msg).toContain('未知的权限代码：no.such.code');
  });

  it('never reads a hex, boolean or exponent value as some other id', async () => {
    const cases: [AnyCall, Record<string, unknown>, string][] = [
      [iotSwitchCtrl, { fid: DEMO_FID, point_id: '0x10', action: 'open' }, 'point_id'],
      [getIotFacState, { fid: DEMO_FID, gw_id: true }, 'gw_id'],
      [getFacAlarmlogList, { fid: DEMO_FID, level: '1e0' }, 'level'],
      [getFacMemberList, { fid: '0x1' }, 'fid'],
      [getFacMemberList, { fid: DEMO_FID, page: ' 2' }, 'page'],
      [closeFacAlarmlog, { fid: DEMO_FID, alarm_id: 2147483648, reason: '误报关闭' }, 'alarm_id'],
    ];
    for (const [def, body, field] of cases) {
      const r = await callRaw(app, def, body, demo);
      expect([def.url, r.status]).toEqual([def.url, 400]);
      expect(r.body.msg).toContain(field);
    }
    // A decimal string from a URL parameter is still an id.
    expect((await callOf(app, getFacMemberList, { fid: String(DEMO_FID), page: '1' }, demo)).status).toBe(200);
  });

  it('rejects malformed JSON with a clear message', async () => {
    const r = await app.inject({
      method: 'POST',
      url: loginCall.url,
      payload: '{"uni_no": "demo", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().msg).toBe('请求体不是有效的 JSON');
  });

  it('unknown api paths answer JSON 404', async () => {
    const r = await call(app, `${API_PREFIX}no_such_call`, {});
    expect(r.status).toBe(404);
    expect(r.body.msg).toContain('接口不存在');
  });
});

describe('web app serving', () => {
  it('serves index.html for the root, SPA paths and not for unknown api calls', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>PFS</title>');
    const web = await createTestApp({ WEB_DIST: dist });
    try {
      for (const url of ['/', '/cfg/member', '/login?redirect=%2F']) {
        const r = await web.inject({ method: 'GET', url });
        expect([url, r.statusCode, r.body]).toEqual([url, 200, '<!doctype html><title>PFS</title>']);
      }
      expect((await web.inject({ method: 'GET', url: `${API_PREFIX}nothing` })).json().code).toBe(404);
    } finally {
      await web.stop();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
