import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login as loginCall } from '@pfs/domain/auth';
import { getIotGwList, rotateIotGwSecret } from '@pfs/domain/iot-gateway';
import { topicOf } from '@pfs/domain/iot-ingest';
import { startMosquitto, type PrivateMosquitto } from '../bench/mosquitto.js';
import { SUBSCRIPTIONS } from '../src/modules/iot-gateway/iot-runtime.js';
import { ServerProcess, freePort, isPg, sleep, tempDir, undoAfterAll } from './iot-reliability-support.js';
import { tempDatabase } from './temp-database.js';
import { createTestApp } from './test-app.js';

// Real Mosquitto with the shipped deploy/mosquitto/pfs.conf and pfs.acl: only port, persistence directory and the
// password file (made with mosquitto_passwd, as docs/deploy.md §2 says) are the test's own.
const run = promisify(execFile);
const serverDir = new URL('..', import.meta.url).pathname;
const clients: MqttClient[] = [];
const undo = undoAfterAll();
afterAll(async () => {
  await Promise.all(clients.splice(0).map((c) => c.endAsync(true).catch(() => undefined)));
});

/** Connects and resolves on CONNACK; rejects with the broker's refusal. */
function connect(url: string, o: IClientOptions): Promise<MqttClient> {
  return new Promise((resolve, reject) => {
    const c = mqtt.connect(url, { reconnectPeriod: 0, connectTimeout: 5000, ...o });
    c.once('connect', () => (clients.push(c), resolve(c)));
    c.once('error', (err) => (c.end(true), reject(err)));
  });
}
const received = (c: MqttClient) => {
  const got: { topic: string; body: string }[] = [];
  c.on('message', (topic, body) => got.push({ topic, body: body.toString() }));
  return got;
};

describe('shipped Mosquitto config: one account per gateway and per PFS instance', () => {
  let broker: PrivateMosquitto;
  const server1 = { username: 'pfs-server-1', password: 'server-1-pw' };
  const server2 = { username: 'pfs-server-2', password: 'server-2-pw' };
  beforeAll(async () => {
    broker = await startMosquitto(await freePort(), {
      accounts: [server1, server2, { username: 'GW-A', password: 'secret-a' }, { username: 'GW-B', password: 'secret-b' }],
    });
    undo.push(() => broker.stop());
  });

  it('refuses anonymous clients and wrong secrets', async () => {
    await expect(connect(broker.url, { clientId: 'gw-GW-A' })).rejects.toThrow(/Not authorized/);
    await expect(connect(broker.url, { username: 'GW-A', password: 'secret-b' })).rejects.toThrow(/Not authorized|Bad username or password/);
  });

  it('a gateway using another gateway’s client id does not knock it off', async () => {
    const b = await connect(broker.url, { username: 'GW-B', password: 'secret-b', clientId: 'gw-GW-B' });
    let bDropped = false;
    b.on('close', () => (bDropped = true));
    const a = await connect(broker.url, { username: 'GW-A', password: 'secret-a', clientId: 'gw-GW-B' });
    await sleep(500);
    expect(bDropped).toBe(false);
    expect(b.connected && a.connected).toBe(true);
    await a.endAsync();
    await b.endAsync();
  });

  it('a gateway cannot publish as another gateway, read its commands or its telemetry', async () => {
    const srv = await connect(broker.url, { ...server1, clientId: 'acl-check', protocolVersion: 5 });
    const atServer = received(srv);
    await srv.subscribeAsync('pfs/v1/+/telemetry', { qos: 1 });
    const a = await connect(broker.url, { username: 'GW-A', password: 'secret-a', clientId: 'gw-GW-A' });
    const atA = received(a);
    const b = await connect(broker.url, { username: 'GW-B', password: 'secret-b', clientId: 'gw-GW-B' });
    const atB = received(b);
    await a.subscribeAsync([topicOf('GW-B', 'cmd'), '$share/x/pfs/v1/+/telemetry', 'pfs/v1/GW-B/telemetry'], { qos: 1 });
    await b.subscribeAsync(topicOf('GW-B', 'cmd'), { qos: 1 });
    await a.publishAsync(topicOf('GW-B', 'telemetry'), 'forged by A', { qos: 1 });
    await a.publishAsync(topicOf('GW-A', 'telemetry'), 'A itself', { qos: 1 });
    await b.publishAsync(topicOf('GW-B', 'telemetry'), 'B itself', { qos: 1 });
    await srv.publishAsync(topicOf('GW-B', 'cmd'), 'switch on', { qos: 1 });
    await sleep(500);
    expect(atServer.map((m) => m.body).sort()).toEqual(['A itself', 'B itself']);
    expect(atA).toEqual([]);
    expect(atB).toEqual([{ topic: topicOf('GW-B', 'cmd'), body: 'switch on' }]);
    await Promise.all([srv, a, b].map((c) => c.endAsync()));
  });

  it('two PFS instances, one account each, stay connected side by side and split the shared group; one account twice kicks', async () => {
    // The same client id on purpose: the broker names each session after its account, whatever the instance sends.
    const session = { clientId: 'pfs-server', protocolVersion: 5 as const, clean: false, properties: { sessionExpiryInterval: 60 } };
    const s1 = await connect(broker.url, { ...server1, ...session });
    const s2 = await connect(broker.url, { ...server2, ...session });
    const dropped: string[] = [];
    s1.on('close', () => dropped.push('s1'));
    s2.on('close', () => dropped.push('s2'));
    const [at1, at2] = [received(s1), received(s2)];
    // What the server subscribes to with MQTT_SHARED=on and the default group: every kind must reach it.
    for (const s of [s1, s2]) {
      const granted = await s.subscribeAsync(SUBSCRIPTIONS(true, 'pfs'), { qos: 1 });
      expect(granted.map((g) => g.qos)).toEqual([1, 1, 1, 1, 1]);
    }
    const gw = await connect(broker.url, { username: 'GW-A', password: 'secret-a' });
    for (const kind of ['status', 'birth', 'state', 'cmd/ack'] as const) await gw.publishAsync(topicOf('GW-A', kind), kind, { qos: 1 });
    for (let i = 0; i < 20; i++) await gw.publishAsync(topicOf('GW-A', 'telemetry'), `t${i}`, { qos: 1 });
    await expect.poll(() => at1.length + at2.length).toBe(24);
    await sleep(300);
    expect(dropped).toEqual([]);
    expect(at1.length).toBeGreaterThan(0);
    expect(at2.length).toBeGreaterThan(0);
    expect(new Set([...at1, ...at2].map((m) => m.body)).size).toBe(24);
    // Why each instance needs its own account: a second connection on pfs-server-1 takes over s1's session.
    await connect(broker.url, { ...server1, clientId: 'another-instance' });
    await expect.poll(() => dropped).toEqual(['s1']);
    await s2.endAsync();
    await gw.endAsync();
  });
});

describe('retiring an instance (docs/deploy.md §2)', () => {
  it('one clean connection with its account ends its session: the shared group stops queueing its share', async () => {
    const [s1, s2] = [
      { username: 'pfs-server-1', password: 'pw-1' },
      { username: 'pfs-server-2', password: 'pw-2' },
    ];
    const broker = await startMosquitto(await freePort(), { accounts: [s1, s2, { username: 'GW-A', password: 'secret-a' }] });
    undo.push(() => broker.stop());
    const persistent = { clientId: 'replaced-by-account', protocolVersion: 5 as const, clean: false, properties: { sessionExpiryInterval: 86_400 } };
    const gone = await connect(broker.url, { ...s1, ...persistent });
    await gone.subscribeAsync(SUBSCRIPTIONS(true, 'pfs'), { qos: 1 });
    await gone.endAsync(); // the instance is shut down for good; its session stays in the group
    const live = await connect(broker.url, { ...s2, ...persistent });
    const atLive = received(live);
    await live.subscribeAsync(SUBSCRIPTIONS(true, 'pfs'), { qos: 1 });
    const gw = await connect(broker.url, { username: 'GW-A', password: 'secret-a' });
    const publish = async (n: number) => {
      for (let i = 0; i < n; i++) await gw.publishAsync(topicOf('GW-A', 'telemetry'), `t${i}`, { qos: 1 });
    };
    await publish(10);
    await sleep(300);
    expect(atLive.length).toBeLessThan(10); // the retired instance's session took its share
    // The documented command, as is (host and port are the test's).
    const { port } = new URL(broker.url);
    await run('mosquitto_sub', ['-h', '127.0.0.1', '-p', port, '-V', 'mqttv5', '-u', s1.username, '-P', s1.password, '-t', 'pfs/v1/+/status', '-E']);
    atLive.length = 0;
    await publish(10);
    await expect.poll(() => atLive.length).toBe(10);
    await Promise.all([live, gw].map((c) => c.endAsync()));
  });
});

// DATABASE_URL is PostgreSQL's setting (with it set, the server takes its database for PostgreSQL): run with that project.
describe.runIf(isPg)('the instance’s broker session name', () => {
  it('is kept in DATA_DIR: a new database password or host resumes it; another DATA_DIR has its own', async () => {
    const broker = await startMosquitto(await freePort());
    undo.push(() => broker.stop());
    const dir = tempDir('pfs-session-');
    undo.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const session = async (dataDir: string, databaseUrl: string) => {
      const app = await createTestApp({ IOT: 'on', MQTT_URL: broker.url, DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
      const c = app.iot!.client;
      // The broker's CONNACK: session present = it still held this instance's session (and its queued messages).
      const connack = (c as unknown as { connackPacket?: { sessionPresent: boolean } }).connackPacket;
      const r = { clientId: c.options.clientId, resumed: !!connack?.sessionPresent };
      await app.stop();
      return r;
    };
    const first = await session(path.join(dir, 'a'), 'postgres://pfs:old-password@db1:5432/pfs');
    const again = await session(path.join(dir, 'a'), 'postgres://pfs:new-password@db2:5432/pfs_restored');
    const other = await session(path.join(dir, 'b'), 'postgres://pfs:new-password@db2:5432/pfs_restored');
    expect(first).toEqual({ clientId: expect.stringMatching(/^pfs-server-[0-9a-f]{12}$/), resumed: false });
    expect(again).toEqual({ clientId: first.clientId, resumed: true });
    expect(other.clientId).not.toBe(first.clientId);
    expect(fs.readFileSync(path.join(dir, 'a', 'instance-name'), 'utf8').trim()).toBe(first.clientId);
  });
});

// The operator's workflow (docs/deploy.md §2): a gateway created in PFS logs in to the external broker once
// `npm run broker:passwd` wrote its line and Mosquitto reloaded, not before. PostgreSQL: the command opens the database.
describe.runIf(isPg)('npm run broker:passwd', () => {
  it('admits a gateway created in PFS after the export and a reload, keeps the instance account, drops a deleted gateway', async () => {
    const db = await tempDatabase('pgSeededTemplate');
    undo.push(db.drop);
    const instance = { username: 'pfs-server-1', password: 'server-1-pw' };
    const broker = await startMosquitto(await freePort(), { accounts: [instance, { username: 'GW-GONE', password: 'x' }] });
    undo.push(() => broker.stop());
    const server = new ServerProcess(await freePort(), {
      DATABASE_URL: db.url,
      MQTT_URL: broker.url,
      MQTT_USERNAME: instance.username,
      MQTT_PASSWORD: instance.password,
    });
    undo.push(() => server.stop());
    await server.start();
    const gw = await server.createGateway('GW-EXPORT-1');
    const asGateway = () => connect(broker.url, { username: gw.sn, password: gw.secret, clientId: `gw-${gw.sn}` });

    await expect(asGateway()).rejects.toThrow(/Not authorized|Bad username or password/);
    const exportPasswd = () =>
      run(process.execPath, ['--import', 'tsx', 'src/modules/iot-gateway/broker-passwd.cli.ts', '--out', broker.passwordFile!], {
        cwd: serverDir,
        env: { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: 'error' },
      });
    const exported = await exportPasswd();
    expect(exported.stdout).toContain('已删除 1 个账号');
    expect(exported.stdout).toContain('GW-GONE');
    expect(exported.stdout).not.toContain('无法登录'); // the demo's simulated gateways are not 'to be reset'
    expect(exported.stdout).toContain('systemctl reload mosquitto');
    const lines = fs
      .readFileSync(broker.passwordFile!, 'utf8')
      .split('\n')
      .map((l) => l.split(':')[0]);
    expect(lines).toEqual(expect.arrayContaining(['pfs-server-1', 'GW-EXPORT-1']));
    expect(lines).not.toContain('GW-GONE');
    // Written but not yet read: Mosquitto reads its password file at start and on reload only.
    await expect(asGateway()).rejects.toThrow(/Not authorized|Bad username or password/);
    await broker.reload();
    const c = await asGateway();
    await c.publishAsync(topicOf(gw.sn, 'telemetry'), JSON.stringify({ seq: 1, points: { t1: [{ ts: Date.now(), v: 21.5 }] } }), { qos: 1 });
    // PFS (logged in with its own account pfs-server-1, kept in the file) received the gateway's message.
    const login = await fetch(`${server.url}${loginCall.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uni_no: 'demo', password: 'demo123456' }),
    });
    const { token } = (await login.json()) as { token: string };
    const listed = async () =>
      (await server.post(getIotGwList, { fid: 1 }, token)).find((g) => g.sn === gw.sn);
    await expect.poll(async () => (await listed())?.msg_ct, { timeout: 15_000 }).toBeGreaterThan(0);
    await c.endAsync();

    // 重置密钥: the old secret works until the next export and reload, then only the new one does.
    const reset = await server.post(rotateIotGwSecret, { fid: 1, gw_id: (await listed())!.gw_id }, token);
    await (await asGateway()).endAsync();
    const again = await exportPasswd();
    expect(again.stdout).toContain('新增或更新密钥 1 个');
    await broker.reload();
    await expect(asGateway()).rejects.toThrow(/Not authorized|Bad username or password/);
    await (await connect(broker.url, { username: gw.sn, password: reset.secret })).endAsync();
  }, 90_000);
});
