import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { createIotGw, getIotFacStates } from '@pfs/domain/iot-gateway';
import { topicOf, type TopicKind } from '@pfs/domain/iot-ingest';
import { getHealth } from '@pfs/domain/system';
import { DEMO, DEMO_FID, createTestApp, login, type TestApp, dataOf, rawCallOf } from './test-app.js';

// Every topic the server reads: through the embedded broker's gateway path, and through its subscription on an
// external broker (Mosquitto, where anyone may publish to them).
const brokers: { name: string; env: Record<string, string> }[] = [
  { name: 'embedded Aedes', env: { IOT: 'on', MQTT_PORT: '0' } },
  { name: 'Mosquitto', env: { IOT: 'on', MQTT_URL: process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883' } },
];
const KINDS: TopicKind[] = ['status', 'birth', 'telemetry', 'state', 'cmd/ack'];
const now = Date.now();
const garbage: (string | Buffer)[] = [
  '{nope',
  '',
  'null',
  '[]',
  '"text"',
  '12345678901234567890123456789',
  Buffer.from([0x00, 0xff, 0xfe, 0x01, 0x00]),
  'a\u0000b',
  JSON.stringify({ state: 'ready\u0000', ts: now, seq: 1, points: { 'bad\u0000': [{ ts: now, v: 1 }] } }),
  JSON.stringify({ state: 'ready', ts: 1e300 }),
  JSON.stringify({ state: 'lost', ts: -1e300 }),
  JSON.stringify({ ts: 8.64e15 + 1, point: 't', state: { on: true, value: 1e308 }, cause: 'local' }),
  JSON.stringify({ ts: now, point: 't', state: { on: 'yes', value: 'x' }, cause: 'local' }),
  JSON.stringify({ seq: 3_000_000_000_000, points: { t: [{ ts: Number.MAX_SAFE_INTEGER + 2, v: 1 }] } }),
  JSON.stringify({ seq: 1, points: { t: [{ ts: now, v: 'x'.repeat(10_000) }] } }),
  JSON.stringify({ ts: now, points: Array.from({ length: 600 }, (_, i) => ({ code: `p${i}`, kind: 'sensor', name: '名'.repeat(500) })) }),
  JSON.stringify({ ts: now, fw: 'x'.repeat(100_000), points: [] }),
  JSON.stringify({ id: 'x'.repeat(100_000), status: 'done', state: null, error: null }),
  JSON.stringify({ id: '00000000-0000-0000-0000-000000000000', status: 'done', state: { on: true, value: null }, error: 'e'.repeat(1000) }),
  JSON.stringify({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }),
  JSON.stringify({ seq: 1, points: { t: [{ ts: now, v: 1 }] } }).repeat(1000),
  'x'.repeat(900_000),
];

describe.each(brokers)('gateway messages of every kind against garbage, through $name', ({ name, env }) => {
  let app: TestApp;
  let token: string;
  let gw: mqtt.MqttClient;
  const sn = `${name.startsWith('e') ? 'ga' : 'gm'}${Date.now().toString(36)}${process.env.TEST_DB === 'postgres' ? 'p' : 'l'}`;
  const state = async () => (await dataOf(app, getIotFacStates, { fid: DEMO_FID }, token)).find((g) => g.sn === sn)!;

  beforeAll(async () => {
    app = await createTestApp(env);
    token = await login(app, DEMO.uniNo, DEMO.password);
    const { secret } = await dataOf(app, createIotGw, { fid: DEMO_FID, sn, name: `乱码网关 ${sn}` }, token);
    gw = await mqtt.connectAsync(app.iot!.brokerUrl, { clientId: `gw-${sn}`, username: sn, password: secret, reconnectPeriod: 0 });
    await gw.publishAsync(
      topicOf(sn, 'birth'),
      JSON.stringify({
        ts: Date.now(),
        points: [
          { code: 't', kind: 'sensor' },
          { code: 'fan', kind: 'switch', writable: true },
        ],
      }),
      { qos: 1 },
    );
    for (let i = 0; i < 100 && (await state())?.points.length !== 2; i++) await new Promise((r) => setTimeout(r, 50));
  });
  afterAll(async () => {
    await gw?.endAsync(true);
    await app.stop();
  });

  it('handles each one without a crash: the server answers HTTP, the gateway stays connected and its good data still counts', async () => {
    for (const kind of KINDS) {
      for (const body of garbage) await gw.publishAsync(topicOf(sn, kind), body, { qos: 1 });
    }
    await app.services.ingest.flush();
    expect((await rawCallOf(app, getHealth)).status).toBe(200);
    expect(gw.connected).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // A good reading after all of it is stored and shown.
    await gw.publishAsync(topicOf(sn, 'telemetry'), JSON.stringify({ seq: 9, points: { t: [{ ts: Date.now(), v: 21.5 }] } }), { qos: 1 });
    await expect.poll(async () => (await state()).points.find((p) => p.code === 't')?.value).toBe(21.5);
    expect((await state()).rejected_ct).toBeGreaterThan(garbage.length);
  });
});
