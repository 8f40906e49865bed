import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API_PREFIX } from '@pfs/domain';
import { userInfoResponseSchema, changePassword, getPermDefs, logout, setUserStatus, getUserInfo, login as loginCall } from '@pfs/domain/auth';
import { getFacMemberList } from '@pfs/domain/member';
import { getHealth } from '@pfs/domain/system';
import { DEMO, GROWER, createTestApp, login, type TestApp, callOf, rawCallOf } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ LOGIN_MAX_PER_USER: '3', LOGIN_MAX_PER_IP: '20' });
});
afterAll(() => app.stop());

describe('login', () => {
  it('trims uni_no and returns a token', async () => {
    const r = await rawCallOf(app, loginCall, { uni_no: '  demo  ', password: DEMO.password });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, msg: '登录成功' });
    expect(r.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers unknown account and wrong password with one message', async () => {
    const unknown = await rawCallOf(app, loginCall, { uni_no: 'nobody', password: 'whatever1' });
    const wrong = await rawCallOf(app, loginCall, { uni_no: 'sales01', password: 'wrong-password' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).not.toBe(200);
    expect(unknown.body.msg).toBe('账号或密码错误');
    expect(wrong.body.msg).toBe(unknown.body.msg);
  });

  it('names the missing field', async () => {
    const r = await rawCallOf(app, loginCall, { uni_no: 'demo' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('password');
  });

  it('a super admin disables an account: its sessions end and login is refused', async () => {
    const token = await login(app, 'wh01', 'pfs123456');
    expect((await rawCallOf(app, getUserInfo, undefined, token)).status).toBe(200);
    const uid = ((await rawCallOf(app, getUserInfo, undefined, token)).body.user as { uid: number }).uid;
    const demo = await login(app, DEMO.uniNo, DEMO.password);
    expect((await callOf(app, setUserStatus, { uid, status: 'disabled' }, demo)).status).toBe(403);
    const sa = await login(app, 'sa', 'sa123456');
    expect((await callOf(app, setUserStatus, { uid, status: 'disabled' }, sa)).body.code).toBe(200);
    const info = await rawCallOf(app, getUserInfo, undefined, token);
    expect([info.status, info.body.code]).toEqual([401, 50014]);
    const r = await rawCallOf(app, loginCall, { uni_no: 'wh01', password: 'pfs123456' });
    expect(r.status).toBe(401);
    expect(r.body.msg).toContain('停用');
    const wrong = await rawCallOf(app, loginCall, { uni_no: 'wh01', password: 'not-the-password' });
    expect(wrong.body.msg).toBe('账号或密码错误');
    await callOf(app, setUserStatus, { uid, status: 'enabled' }, sa);
    await login(app, 'wh01', 'pfs123456');
  });

  it('limits failures per account with a message saying when to retry', async () => {
    for (let i = 0; i < 3; i++) await rawCallOf(app, loginCall, { uni_no: 'tech01', password: `bad-${i}-password` });
    const r = await rawCallOf(app, loginCall, { uni_no: 'tech01', password: 'pfs123456' });
    expect(r.status).toBe(429);
    expect(r.body.msg).toMatch(/请在 \d+ 分钟后重试/);
    // Other accounts from elsewhere are unaffected by this account's limit.
    const other = await app.inject({ method: 'POST', url: loginCall.url, payload: { uni_no: 'sales01', password: 'pfs123456' }, remoteAddress: '10.9.9.9' });
    expect(other.json().code).toBe(200);
  });

  it('limits failures per IP across accounts', async () => {
    const from = { remoteAddress: '10.1.2.3' };
    for (let i = 0; i < 20; i++) await app.inject({ method: 'POST', url: loginCall.url, payload: { uni_no: `u${i}`, password: 'x' }, ...from });
    const r = await app.inject({ method: 'POST', url: loginCall.url, payload: { uni_no: 'demo', password: DEMO.password }, ...from });
    expect(r.statusCode).toBe(429);
  });
});

describe('session', () => {
  it('get_user_info returns the spec fields', async () => {
    const token = await login(app, DEMO.uniNo, DEMO.password);
    const r = await rawCallOf(app, getUserInfo, undefined, token);
    expect(r.status).toBe(200);
    const info = userInfoResponseSchema.parse(r.body);
    expect(info.user.cname).toBe('张厂长');
    expect(info.is_egp_u).toBe(true);
    expect(info.fac_roles.map((f) => f.fac.fac_name)).toEqual(['示范植物工厂', '育苗中心']);
    expect(info.fac_roles[1]!.fac.for_test).toBe(true);
    expect(info.fac_roles[0]!.fac.modules.map((m) => m.mcode)).toContain('iot');
    expect(info.user).not.toHaveProperty('password_hash');
    // The pages state times on the factory clock the server is set to.
    expect(info.time_zone).toBe('Asia/Shanghai');
  });

  it('grower holds exactly the four codes in the first factory only', async () => {
    const token = await login(app, GROWER.uniNo, GROWER.password);
    const r = await rawCallOf(app, getUserInfo, undefined, token);
    const info = userInfoResponseSchema.parse(r.body);
    expect(info.fac_roles).toHaveLength(1);
    expect([...info.fac_roles[0]!.fac_permission_codes].sort()).toEqual(['alarm.list', 'iot.list', 'plant.edit', 'plant.list']);
  });

  it('missing, unknown, revoked and idle-expired tokens give 401 with code 50014', async () => {
    const none = await rawCallOf(app, getUserInfo, undefined, undefined);
    expect([none.status, none.body.code]).toEqual([401, 50014]);
    const bogus = await rawCallOf(app, getUserInfo, undefined, 'not-a-token');
    expect(bogus.body.code).toBe(50014);

    const token = await login(app, DEMO.uniNo, DEMO.password);
    expect((await callOf(app, logout, {}, token)).body.code).toBe(200);
    expect((await rawCallOf(app, getUserInfo, undefined, token)).body.code).toBe(50014);

    const idle = await login(app, DEMO.uniNo, DEMO.password);
    await app.dbHandle.db.execute(sql`update sessions set last_seen_at = now() - interval '8 days'`);
    expect((await rawCallOf(app, getUserInfo, undefined, idle)).body.code).toBe(50014);
  });

  it('changing the password keeps this session and revokes the others', async () => {
    const a = await login(app, 'sales01', 'pfs123456');
    const b = await login(app, 'sales01', 'pfs123456');
    const wrongOld = await callOf(app, changePassword, { old_password: 'nope', new_password: 'brand-new-pass' }, a);
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.msg).toBe('原密码不正确');
    const ok = await callOf(app, changePassword, { old_password: 'pfs123456', new_password: 'brand-new-pass' }, a);
    expect(ok.body.code).toBe(200);
    expect((await rawCallOf(app, getUserInfo, undefined, a)).body.code).toBe(200);
    expect((await rawCallOf(app, getUserInfo, undefined, b)).body.code).toBe(50014);
    expect((await rawCallOf(app, loginCall, { uni_no: 'sales01', password: 'pfs123456' })).status).toBe(401);
    await login(app, 'sales01', 'brand-new-pass');
  });

  it('get_perm_defs lists every code with a Chinese label', async () => {
    const token = await login(app, GROWER.uniNo, GROWER.password);
    const r = await callOf(app, getPermDefs, undefined, token);
    const groups = r.body.data as { label: string; codes: { code: string; label: string }[] }[];
    const codes = groups.flatMap((g) => g.codes.map((c) => c.code));
    for (const c of ['plant.list', 'sales.list', 'iot.list', 'cfg.iot_ps.edit', 'auth.edit', 'iot.ctrl', 'report.export']) expect(codes).toContain(c);
    expect(groups.every((g) => /[\u4e00-\u9fa5]/.test(g.label) && g.codes.every((c) => /[\u4e00-\u9fa5]/.test(c.label)))).toBe(true);
  });
});

describe('health', () => {
  it('reports the database and version', async () => {
    const r = await rawCallOf(app, getHealth);
    expect(r.body).toMatchObject({ code: 200, data: { db: 'ok', version: '20250515' } });
  });

  it('serves the OpenAPI document', async () => {
    const r = await app.inject({ method: 'GET', url: `${API_PREFIX}docs/json` });
    expect(r.statusCode).toBe(200);
    expect(Object.keys(r.json().paths)).toContain(getFacMemberList.url);
  });
});
