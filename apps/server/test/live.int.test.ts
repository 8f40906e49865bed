import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { logout } from '@pfs/domain/auth';
import { topicOf } from '@pfs/domain/iot-ingest';
import { LIVE_CLOSE, type LiveServerMsg, getIotLiveVals, getIotSwitchStates } from '@pfs/domain/live';
import { getFacMemberList, saveFacRole, updateFacMember } from '@pfs/domain/member';
import { DEMO, DEMO_FID, GROWER, NURSERY_FID, createTestApp, login, type TestApp, callOf, dataOf } from './test-app.js';
import { telemetryOf } from './telemetry-fixture.js';

type Client = {
  ws: WebSocket;
  msgs: LiveServerMsg[];
  closed: Promise<{ code: number; reason: string }>;
  next: <T extends LiveServerMsg['type']>(type: T, match?: (m: Extract<LiveServerMsg, { type: T }>) => boolean) => Promise<Extract<LiveServerMsg, { type: T }>>;
};

/** The real thing: a WebSocket to the listening app, as a browser tab would open it. */
function open(url: string, first?: unknown): Promise<Client> {
  const ws = new WebSocket(url);
  const msgs: LiveServerMsg[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (raw) => {
    msgs.push(JSON.parse(String(raw)) as LiveServerMsg);
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((res) => ws.on('close', (code, reason) => res({ code, reason: reason.toString() })));
  const next: Client['next'] = (type, match) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} message; got ${msgs.map((m) => m.type).join(',')}`)), 5000);
      const look = () => {
        const hit = msgs.find((m) => m.type === type && (!match || match(m as never)));
        if (hit) {
          clearTimeout(timer);
          msgs.splice(msgs.indexOf(hit), 1);
          resolve(hit as never);
        } else waiters.push(look);
      };
      look();
    });
  return new Promise((resolve, reject) => {
    ws.on('open', () => {
      if (first !== undefined) ws.send(typeof first === 'string' ? first : JSON.stringify(first));
      resolve({ ws, msgs, closed, next });
    });
    ws.on('error', reject);
  });
}

const birth = () =>
  JSON.stringify({
    ts: Date.now(),
    points: [
      { code: 'air_temp', kind: 'sensor', name: '空气温度', quantity: 'air_temp', unit: '°C' },
      { code: 'fan', kind: 'switch', name: '循环风机', quantity: 'fan', writable: true },
    ],
  });

describe('live channel /ws', () => {
  let app: TestApp;
  let url: string;
  let demo: string;
  const SN = 'demo-grow-1';
  const ingest = (kind: 'birth' | 'telemetry' | 'state' | 'status', body: string) => app.services.ingest.handle(topicOf(SN, kind), Buffer.from(body));

  beforeAll(async () => {
    app = await createTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address() as { port: number };
    url = `ws://127.0.0.1:${addr.port}/ws`;
    demo = await login(app, DEMO.uniNo, DEMO.password);
    await ingest('birth', birth());
  });
  afterAll(async () => {
    await app.stop();
  });

  it('refuses a socket without a valid first message or token, with a clear code', async () => {
    const junk = await open(url, '{nope');
    expect(await junk.closed).toEqual({ code: LIVE_CLOSE.badMessage, reason: '消息格式不正确' });
    const wrong = await open(url, { type: 'auth', token: 'not-a-session', fid: DEMO_FID });
    expect(await wrong.closed).toEqual({ code: LIVE_CLOSE.unauthenticated, reason: '登录状态已失效，请重新登录' });
    expect(wrong.msgs).toEqual([]);
  });

  it('keeps a member to their own factory and to the streams their role opens', async () => {
    const grower = await login(app, GROWER.uniNo, GROWER.password);
    const other = await open(url, { type: 'auth', token: grower, fid: NURSERY_FID });
    expect((await other.closed).code).toBe(LIVE_CLOSE.forbidden);
    const wh = await login(app, 'wh01', 'pfs123456');
    const none = await open(url, { type: 'auth', token: wh, fid: DEMO_FID });
    expect(await none.closed).toEqual({ code: LIVE_CLOSE.forbidden, reason: '没有权限：需要 iot.list 或 alarm.list' });
  });

  it('streams batched latest values, switch states and gateway status after ingest', async () => {
    const c = await open(url, { type: 'auth', token: demo, fid: DEMO_FID });
    expect(await c.next('ready')).toEqual({ type: 'ready', fid: DEMO_FID, streams: ['values', 'alarms'] });
    await c.next('alarms');
    const t0 = Date.now() - 2000;
    await ingest(
      'telemetry',
      telemetryOf(1, 'air_temp', [
        [t0, 24.1],
        [t0 + 1000, 24.6],
      ]),
    );
    await ingest('telemetry', telemetryOf(2, 'air_temp', [[t0 + 500, 99]]));
    const vals = await dataOf(app, getIotLiveVals, { fid: DEMO_FID }, demo);
    const pointId = vals.find((p) => p.code === 'air_temp' && p.gw_name === '栽培一区网关')!.point_id;
    // Three readings of one point in one window are one frame with the newest reading.
    const frame = await c.next('values');
    expect(frame.values).toEqual([{ point_id: pointId, v: 24.6, ts: new Date(t0 + 1000).toISOString() }]);

    await ingest('state', JSON.stringify({ ts: Date.now(), point: 'fan', state: { on: true, value: null }, cause: 'local' }));
    expect(await c.next('switch')).toMatchObject({ on: true, cause: 'local' });

    await ingest('status', JSON.stringify({ state: 'lost', ts: Date.now() }));
    expect(await c.next('gateway')).toMatchObject({ online: false });
    // The gateway-offline alarm shows up as a new count of valid alarms.
    expect((await c.next('alarms', (m) => m.valid_ct > 0)).valid_ct).toBe(1);
    await ingest('status', JSON.stringify({ state: 'ready', ts: Date.now() }));
    expect(await c.next('gateway')).toMatchObject({ online: true });
    c.ws.close();
  });

  it('sends no alarm events to a member without alarm.list, and nothing of another factory', async () => {
    const roleId = ((await callOf(app, saveFacRole, { fid: DEMO_FID, name: '值班员', codes: ['iot.list'] }, demo)).body.data as { role_id: number }).role_id;
    const grower = ((await callOf(app, getFacMemberList, { fid: DEMO_FID, page: 1, size: 10, kw: 'grower' }, demo)).body.data as { items: { uid: number }[] })
      .items[0]!;
    expect((await callOf(app, updateFacMember, { fid: DEMO_FID, uid: grower.uid, role_id: roleId }, demo)).body.code).toBe(200);
    const token = await login(app, GROWER.uniNo, GROWER.password);
    const c = await open(url, { type: 'auth', token, fid: DEMO_FID });
    expect(await c.next('ready')).toMatchObject({ streams: ['values'] });
    const nursery = await open(url, { type: 'auth', token: demo, fid: NURSERY_FID });
    await nursery.next('ready');

    await ingest('status', JSON.stringify({ state: 'lost', ts: Date.now() }));
    await c.next('gateway');
    await ingest('telemetry', telemetryOf(3, 'air_temp', [[Date.now(), 25]]));
    await c.next('values');
    await ingest('status', JSON.stringify({ state: 'ready', ts: Date.now() }));
    await c.next('gateway', (m) => m.online);
    expect(c.msgs.filter((m) => m.type === 'alarms')).toEqual([]);
    expect(nursery.msgs.filter((m) => m.type !== 'alarms')).toEqual([]);
    c.ws.close();
    nursery.ws.close();
  });

  it('lists switch states with cause and place, and sensor values with their last hour', async () => {
    await app.services.ingest.flush();
    const states = await dataOf(app, getIotSwitchStates, { fid: DEMO_FID }, demo);
    expect(states.find((s) => s.code === 'fan')).toMatchObject({
      gw_name: expect.any(String),
      area_name: expect.stringContaining('栽培一区'),
      on: true,
      cause: 'local',
    });
    const vals = await dataOf(app, getIotLiveVals, { fid: DEMO_FID }, demo);
    const temp = vals.find((v) => v.code === 'air_temp')!;
    expect(temp.value).toBe(25);
    expect(temp.spark.length).toBeGreaterThan(0);
    expect(vals.some((v) => v.code === 'fan')).toBe(false);
    const nursery = await callOf(app, getIotLiveVals, { fid: NURSERY_FID }, await login(app, GROWER.uniNo, GROWER.password));
    expect(nursery.status).toBe(403);
  });

  it('answers pings, and closes the socket when its session logs out', async () => {
    const token = await login(app, DEMO.uniNo, DEMO.password);
    const c = await open(url, { type: 'auth', token, fid: DEMO_FID });
    await c.next('ready');
    c.ws.send(JSON.stringify({ type: 'ping' }));
    await c.next('pong');
    const started = Date.now();
    expect((await callOf(app, logout, {}, token)).body.code).toBe(200);
    expect((await c.closed).code).toBe(LIVE_CLOSE.unauthenticated);
    expect(Date.now() - started).toBeLessThan(2000);
    // The demo user's other session is untouched.
    const still = await open(url, { type: 'auth', token: demo, fid: DEMO_FID });
    expect((await still.next('ready')).fid).toBe(DEMO_FID);
    still.ws.close();
  });
});
