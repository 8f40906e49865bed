import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { login as loginCall } from '@pfs/domain/auth';
import { LIVE_CLOSE, type LiveServerMsg } from '@pfs/domain/live';
import { getHealth } from '@pfs/domain/system';
import { spawnServer } from '../bench/spawn-server.js';
import { DEMO, DEMO_FID, createTestApp, login, type TestApp, rawCallOf } from './test-app.js';

type Sock = { ws: WebSocket; msgs: LiveServerMsg[]; closed: Promise<{ code: number; reason: string }> };

function open(url: string): Promise<Sock> {
  const ws = new WebSocket(url);
  const msgs: LiveServerMsg[] = [];
  ws.on('message', (raw) => msgs.push(JSON.parse(String(raw)) as LiveServerMsg));
  ws.on('error', () => undefined);
  const closed = new Promise<{ code: number; reason: string }>((res) => ws.on('close', (code, reason) => res({ code, reason: reason.toString() })));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, msgs, closed }));
    ws.once('error', reject);
  });
}

const until = async (cond: () => boolean, ms = 5000) => {
  for (const end = Date.now() + ms; !cond();) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** Frames a client can send before or after authenticating, and the Chinese close reason each must get. */
const garbage: [string, string | Buffer, RegExp][] = [
  ['malformed JSON', '{nope', /^消息格式不正确$/],
  ['JSON that is not an object', '[1,2,3]', /^消息格式不正确：/],
  ['unknown type', JSON.stringify({ type: 'subscribe_all' }), /^消息格式不正确：/],
  ['fid beyond int4', JSON.stringify({ type: 'auth', token: 'x'.repeat(43), fid: 3_000_000_000 }), /^消息格式不正确：工厂编号 fid 须在 1–2147483647 之间$/],
  ['fid as a huge string', JSON.stringify({ type: 'auth', token: 'abc', fid: '99999999999999999999999' }), /^消息格式不正确：工厂编号 fid/],
  ['fid as an object', JSON.stringify({ type: 'auth', token: 'abc', fid: { $gt: 0 } }), /^消息格式不正确：工厂编号 fid/],
  ['fractional fid', JSON.stringify({ type: 'auth', token: 'abc', fid: 1.5 }), /^消息格式不正确：工厂编号 fid 必须是整数$/],
  ['token of wrong type', JSON.stringify({ type: 'auth', token: 12345, fid: 1 }), /^消息格式不正确：登录令牌/],
  ['NUL bytes in the token', JSON.stringify({ type: 'auth', token: 'ab\u0000cd', fid: 1 }), /^消息格式不正确：登录令牌无效$/],
  ['giant string', JSON.stringify({ type: 'auth', token: 'y'.repeat(50_000), fid: 1 }), /^消息格式不正确：消息过长$/],
  ['binary frame', Buffer.from([0x00, 0xff, 0x7b, 0x22]), /^消息格式不正确：只接受文本消息$/],
];

describe('live channel against garbage', () => {
  let app: TestApp;
  let url: string;
  let demo: string;
  beforeAll(async () => {
    app = await createTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as { port: number }).port}/ws`;
    demo = await login(app, DEMO.uniNo, DEMO.password);
  });
  afterAll(() => app.stop());

  it.each(garbage)('before auth: %s is refused with a Chinese reason', async (_name, frame, reason) => {
    const s = await open(url);
    s.ws.send(frame);
    const closed = await s.closed;
    expect(closed.code).toBe(LIVE_CLOSE.badMessage);
    expect(closed.reason).toMatch(reason);
    expect((await rawCallOf(app, getHealth)).status).toBe(200);
  });

  it.each(garbage)('after auth: %s closes only that socket', async (_name, frame, reason) => {
    const s = await open(url);
    s.ws.send(JSON.stringify({ type: 'auth', token: demo, fid: DEMO_FID }));
    await until(() => s.msgs.some((m) => m.type === 'ready'));
    s.ws.send(frame);
    const closed = await s.closed;
    expect(closed.code).toBe(LIVE_CLOSE.badMessage);
    expect(closed.reason).toMatch(reason);
    expect((await rawCallOf(app, getHealth)).status).toBe(200);
  });

  it("a frame far beyond any message is cut off by the WebSocket layer (the client's fault: one warn line, no error), and the server carries on", async () => {
    // Tests run without a logger: app.log is the shared no-op logger every request's log is.
    const warn = vi.spyOn(app.log, 'warn');
    const error = vi.spyOn(app.log, 'error');
    try {
      const s = await open(url);
      s.ws.send('z'.repeat(2 * 1024 * 1024));
      expect((await s.closed).code).toBe(1009);
      expect((await rawCallOf(app, getHealth)).status).toBe(200);
      expect(error).not.toHaveBeenCalled();
      const lines = warn.mock.calls.filter(([, msg]) => typeof msg === 'string' && msg.startsWith('实时通道'));
      expect(lines).toEqual([
        [{ client: '127.0.0.1', limit_bytes: 65536, close: 1009 }, '实时通道：客户端 127.0.0.1 发来的帧超过 65536 字节上限，已断开（1009）'],
      ]);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('a failure while checking the session (e.g. the database away) closes that socket with 4500, not the server', async () => {
    const members = app.services.members;
    const codesOf = members.codesOf.bind(members);
    members.codesOf = () => Promise.reject(new Error('value out of range for type integer'));
    try {
      const s = await open(url);
      s.ws.send(JSON.stringify({ type: 'auth', token: demo, fid: DEMO_FID }));
      expect(await s.closed).toEqual({ code: LIVE_CLOSE.serverError, reason: '服务器暂时无法验证身份，请稍后重连' });
    } finally {
      members.codesOf = codesOf;
    }
    expect((await rawCallOf(app, getHealth)).status).toBe(200);
  });

  it('refuses a second auth on one socket: one stream, one registration, an error frame', async () => {
    // Sockets of the tests before have gone (their close is handled asynchronously).
    await until(() => app.liveHub.size === 0);
    const s = await open(url);
    // Both sent at once: the second arrives while the first is still being checked.
    s.ws.send(JSON.stringify({ type: 'auth', token: demo, fid: DEMO_FID }));
    s.ws.send(JSON.stringify({ type: 'auth', token: demo, fid: DEMO_FID }));
    await until(() => s.msgs.some((m) => m.type === 'ready') && s.msgs.some((m) => m.type === 'error'));
    s.ws.send(JSON.stringify({ type: 'auth', token: demo, fid: 2 }));
    await until(() => s.msgs.filter((m) => m.type === 'error').length === 2);
    await new Promise((r) => setTimeout(r, 200));
    expect(s.msgs.filter((m) => m.type === 'ready')).toHaveLength(1);
    expect(s.msgs.find((m) => m.type === 'error')).toEqual({ type: 'error', msg: '本连接已完成身份验证，不能再次验证；要切换工厂请新建连接' });
    expect(app.liveHub.size).toBe(1);
    // One alarm change is one frame on this socket, not one per registration.
    const alarmFrames = () => s.msgs.filter((m) => m.type === 'alarms').length;
    const n = alarmFrames();
    await app.services.alarms.changed.emit(DEMO_FID);
    await until(() => alarmFrames() > n);
    await new Promise((r) => setTimeout(r, 700));
    expect(alarmFrames()).toBe(n + 1);
    s.ws.close();
  });
});

// The reported crash, end to end: the real process with its MQTT broker and simulator must outlive the message.
describe.runIf(process.env.TEST_DB !== 'postgres')('server process and an out-of-range factory id', () => {
  it('keeps serving HTTP after /ws auth with fid 3000000000', async () => {
    const server = await spawnServer({ IOT: 'on', SIM: 'on', SIM_INTERVAL_MS: '1000', MQTT_PORT: '0', DEMO_HISTORY_DAYS: '0' });
    try {
      const login = (await (
        await fetch(`${server.url}${loginCall.url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ uni_no: 'grower', password: 'grower123456' }),
        })
      ).json()) as { token: string };
      const s = await open(`${server.url.replace('http', 'ws')}/ws`);
      s.ws.send(JSON.stringify({ type: 'auth', token: login.token, fid: 3_000_000_000 }));
      expect(await s.closed).toEqual({ code: LIVE_CLOSE.badMessage, reason: '消息格式不正确：工厂编号 fid 须在 1–2147483647 之间' });
      await new Promise((r) => setTimeout(r, 500));
      expect(server.proc.exitCode).toBeNull();
      expect((await fetch(`${server.url}${getHealth.url}`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 90_000);
});
