import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login as loginCall } from '@pfs/domain/auth';
import { sql } from 'drizzle-orm';
import { loadConfig, trustProxyOption } from '../src/config.js';
import { SA, createTestApp, type TestApp } from './test-app.js';

const tryLogin = (app: TestApp, uniNo: string, password: string, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: loginCall.url,
    payload: { uni_no: uniNo, password },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

/** The address the login log stored for the account's latest event. */
async function loggedIp(app: TestApp, uniNo: string): Promise<string> {
  const r = (await app.dbHandle.db.execute(sql`select ip from user_logs where uni_no = ${uniNo} order by id desc limit 1`)) as unknown as {
    rows: { ip: string }[];
  };
  return r.rows[0]!.ip;
}

describe('login limits per (account, address) and per account', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ LOGIN_MAX_PER_USER: '3', LOGIN_MAX_PER_IP: '100', LOGIN_MAX_PER_ACCOUNT: '8' });
  });
  afterAll(() => app.stop());

  it('an attacker failing sa’s password is blocked, while sa logs in from its own address', async () => {
    for (let i = 0; i < 3; i++) expect((await tryLogin(app, SA.uniNo, `guess-${i}-pw`, '10.66.0.1')).statusCode).toBe(401);
    const blocked = await tryLogin(app, SA.uniNo, SA.password, '10.66.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().msg).toMatch(/请在 \d+ 分钟后重试/);
    const owner = await tryLogin(app, SA.uniNo, SA.password, '10.77.0.2');
    expect(owner.json()).toMatchObject({ code: 200 });
  });

  it('failures spread over many addresses end in an account-wide back-off with the wait time', async () => {
    // tech01: 8 failures from 4 addresses (2 each, under the per-address limit) trips the account back-off.
    for (let a = 1; a <= 4; a++) for (let i = 0; i < 2; i++) await tryLogin(app, 'tech01', `spread-${i}`, `10.88.0.${a}`);
    const owner = await tryLogin(app, 'tech01', 'pfs123456', '10.99.0.9');
    expect(owner.statusCode).toBe(429);
    expect(owner.json().msg).toMatch(/该账号.*请在 \d+ (秒|分钟)后重试/);
    // Other accounts are untouched.
    expect((await tryLogin(app, 'sales01', 'pfs123456', '10.99.0.9')).json().code).toBe(200);
  });
});

describe('client address behind proxies', () => {
  let app: TestApp;
  afterAll(() => app.stop());

  it('by default a forged X-Forwarded-For neither changes the logged address nor escapes the per-address limit', async () => {
    app = await createTestApp({ LOGIN_MAX_PER_IP: '3' });
    expect((await tryLogin(app, 'demo', 'demo123456', '10.5.5.5', '1.2.3.4')).json().code).toBe(200);
    expect(await loggedIp(app, 'demo')).toBe('10.5.5.5');
    for (let i = 0; i < 3; i++) await tryLogin(app, `nobody${i}`, 'wrong-pass', '10.5.5.6', `203.0.113.${i}`);
    expect((await tryLogin(app, 'demo', 'demo123456', '10.5.5.6', '198.51.100.7')).statusCode).toBe(429);
    await app.stop();
  });

  it('with TRUST_PROXY set, the address the proxy forwards is the one logged and limited', async () => {
    app = await createTestApp({ LOGIN_MAX_PER_IP: '3', TRUST_PROXY: '10.5.0.0/16' });
    expect((await tryLogin(app, 'demo', 'demo123456', '10.5.5.5', '1.2.3.4')).json().code).toBe(200);
    expect(await loggedIp(app, 'demo')).toBe('1.2.3.4');
    for (let i = 0; i < 3; i++) await tryLogin(app, `nobody${i}`, 'wrong-pass', '10.5.5.6', '203.0.113.9');
    expect((await tryLogin(app, 'demo', 'demo123456', '10.5.5.6', '203.0.113.9')).statusCode).toBe(429);
    expect((await tryLogin(app, 'demo', 'demo123456', '10.5.5.6', '198.51.100.7')).json().code).toBe(200);
    // A client that is not a trusted proxy still cannot pick its address.
    expect((await tryLogin(app, 'demo', 'demo123456', '192.0.2.1', '5.6.7.8')).json().code).toBe(200);
    expect(await loggedIp(app, 'demo')).toBe('192.0.2.1');
  });

  it('TRUST_PROXY takes true, a hop count or addresses, and names a bad value in Chinese', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    // A hop count trusts exactly that many hops nearest the server (Fastify alone would ignore a bare count).
    const hops = trustProxyOption(1) as (addr: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('1.2.3.4', 1)]).toEqual([true, false]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY.*「yes」不是有效的代理地址/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/不是有效的代理地址/);
  });
});
