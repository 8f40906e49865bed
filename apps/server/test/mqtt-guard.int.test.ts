import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { getFacAlarmlogList } from '@pfs/domain/alarm';
import { createIotGw, getIotFacStates } from '@pfs/domain/iot-gateway';
import { getHealth } from '@pfs/domain/system';
import { DEMO, DEMO_FID, createTestApp, login, type TestApp, callOf, dataOf, rawCallOf } from './test-app.js';

const uniq = `mg${Date.now().toString(36)}${process.env.TEST_DB === 'postgres' ? 'p' : 'l'}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('embedded broker: client ids, packet sizes, failed logins', () => {
  let app: TestApp;
  let token: string;
  let checks = 0;
  const clients: MqttClient[] = [];
  const createGw = async (sn: string) => (await dataOf(app, createIotGw, { fid: DEMO_FID, sn, name: `守护 ${sn}` }, token)).secret;
  const connect = async (o: mqtt.IClientOptions) => {
    const c = await mqtt.connectAsync(app.iot!.brokerUrl, { reconnectPeriod: 0, connectTimeout: 3000, ...o });
    clients.push(c);
    return c;
  };
  /** The CONNACK code a login gets (0 = accepted). */
  const connack = (o: mqtt.IClientOptions) =>
    new Promise<number>((resolve) => {
      const c = mqtt.connect(app.iot!.brokerUrl, { reconnectPeriod: 0, connectTimeout: 3000, ...o });
      // The first event decides: accepted, refused with a code, or cut off without a CONNACK.
      let settled = false;
      const settle = (code: number) => {
        if (settled) return;
        settled = true;
        c.end(true, () => resolve(code));
      };
      c.on('connect', () => settle(0));
      c.on('error', (err) => settle((err as { code?: number }).code ?? -1));
      c.on('close', () => settle(-1));
    });

  beforeAll(async () => {
    app = await createTestApp({ IOT: 'on', MQTT_PORT: '0', MQTT_LOGIN_MAX_PER_SN: '5', MQTT_LOGIN_MAX_PER_IP: '12', MQTT_LOGIN_WINDOW_SECONDS: '3' });
    token = await login(app, DEMO.uniNo, DEMO.password);
    // Counts the secret checks (argon2) the broker asks for.
    const verify = app.services.gateways.verify.bind(app.services.gateways);
    app.services.gateways.verify = (sn, secret) => {
      checks += 1;
      return verify(sn, secret);
    };
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.endAsync(true)));
    await app.stop();
  });

  it('a gateway cannot take over another gateway’s client id, so it cannot knock it offline', async () => {
    const victim = `${uniq}-v`;
    const attacker = `${uniq}-a`;
    const [vs, as] = [await createGw(victim), await createGw(attacker)];
    const v = await connect({ clientId: `gw-${victim}`, username: victim, password: vs });
    let victimClosed = 0;
    v.on('close', () => (victimClosed += 1));
    await v.publishAsync(`pfs/v1/${victim}/status`, JSON.stringify({ state: 'ready', ts: Date.now() }), { qos: 1 });
    for (let i = 0; i < 3; i++) expect(await connack({ clientId: `gw-${victim}`, username: attacker, password: as })).toBe(2);
    expect(await connack({ clientId: victim, username: attacker, password: as })).toBe(2);
    expect(await connack({ clientId: 'mqttjs_abc', username: attacker, password: as })).toBe(2);
    await sleep(300);
    expect(victimClosed).toBe(0);
    expect(v.connected).toBe(true);
    const states = await dataOf(app, getIotFacStates, { fid: DEMO_FID }, token);
    expect(states.find((g) => g.sn === victim)?.online).toBe(true);
    const offline = (await callOf(app, getFacAlarmlogList, { fid: DEMO_FID, status: 'valid', type: 'offline', size: 100 }, token)).body.data as {
      items: { title: string }[];
    };
    expect(offline.items.some((a) => a.title.includes(victim))).toBe(false);
    // Its own ids work.
    expect(await connack({ clientId: `gw-${attacker}`, username: attacker, password: as })).toBe(0);
    expect(await connack({ clientId: `gw-${attacker}.tool`, username: attacker, password: as })).toBe(0);
  });

  it('closes a connection whose CONNECT announces a huge packet, before reading its body', async () => {
    const port = Number(new URL(app.iot!.brokerUrl).port);
    const s = net.connect(port, '127.0.0.1');
    await new Promise((r) => s.once('connect', r));
    const closed = new Promise((r) => s.once('close', r));
    s.on('error', () => undefined);
    // CONNECT with a remaining length of 100 MB (variable-length encoding), then a little of the body.
    s.write(Buffer.from([0x10, 0x80, 0x80, 0x80, 0x30]));
    s.write(Buffer.alloc(64 * 1024, 0x41));
    await expect(Promise.race([closed.then(() => 'closed'), sleep(3000).then(() => 'open')])).resolves.toBe('closed');
    // A CONNECT over the limit with a real client: refused too.
    expect(await connack({ clientId: `gw-${uniq}-big`, username: `${uniq}-big`, password: 'p'.repeat(8 * 1024) })).not.toBe(0);
    expect((await rawCallOf(app, getHealth)).status).toBe(200);
  });

  it('closes a gateway that publishes a message over the size limit; normal ones still pass', async () => {
    const sn = `${uniq}-p`;
    const c = await connect({ clientId: `gw-${sn}`, username: sn, password: await createGw(sn) });
    await c.publishAsync(`pfs/v1/${sn}/birth`, JSON.stringify({ ts: Date.now(), points: [{ code: 't', kind: 'sensor' }] }), { qos: 1 });
    const closed = new Promise<void>((r) => c.once('close', () => r()));
    c.on('error', () => undefined);
    c.publish(`pfs/v1/${sn}/telemetry`, Buffer.alloc(2 * 1024 * 1024, 0x20), { qos: 0 });
    await expect(Promise.race([closed.then(() => 'closed'), sleep(3000).then(() => 'open')])).resolves.toBe('closed');
    expect((await rawCallOf(app, getHealth)).status).toBe(200);
  });

  it('stops checking secrets after repeated failures per sn and per address, and lets the gateway in after the window', async () => {
    const sn = `${uniq}-t`;
    const secret = await createGw(sn);
    checks = 0;
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push(await connack({ clientId: `gw-${sn}`, username: sn, password: `wrong-${i}` }));
    expect(checks).toBe(5);
    expect(codes.slice(0, 5)).toEqual([4, 4, 4, 4, 4]);
    expect(new Set(codes.slice(5))).toEqual(new Set([3]));
    // Locked while the window lasts, even with the right secret; in again once it has passed.
    expect(await connack({ clientId: `gw-${sn}`, username: sn, password: secret })).toBe(3);
    await sleep(3200);
    expect(await connack({ clientId: `gw-${sn}`, username: sn, password: secret })).toBe(0);

    // Many sns from one address: the address is limited too (12 in the window).
    await sleep(3200);
    checks = 0;
    for (let i = 0; i < 40; i++) await connack({ clientId: `gw-${uniq}-x${i}`, username: `${uniq}-x${i}`, password: 'wrong' });
    expect(checks).toBe(12);
  });
});
