import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { createIotGw, getIotFacStates } from '@pfs/domain/iot-gateway';
import { topicOf } from '@pfs/domain/iot-ingest';
import { getHealth } from '@pfs/domain/system';
import { RoomGateway } from '@pfs/sim';
import { DEMO, DEMO_FID, startWithSessions, stopAfter, type TestApp, dataOf, rawCallOf } from './test-app.js';

const brokers: { name: string; env: Record<string, string> }[] = [
  { name: 'embedded Aedes', env: { IOT: 'on', MQTT_PORT: '0' } },
  { name: 'Mosquitto', env: { IOT: 'on', MQTT_URL: process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883' } },
];

describe.each(brokers)('IoT ingest through $name', ({ name, env }) => {
  let app: TestApp, token: string;
  const running: RoomGateway[] = [];
  const uniq = `${name.startsWith('e') ? 'a' : 'm'}${Date.now().toString(36)}${process.env.TEST_DB === 'postgres' ? 'p' : 'l'}`;
  const state = async (sn: string) => (await dataOf(app, getIotFacStates, { fid: DEMO_FID }, token)).find((g) => g.sn === sn)!;
  const createGw = async (sn: string) => await dataOf(app, createIotGw, { fid: DEMO_FID, sn, name: `测试网关 ${sn}` }, token);

  beforeAll(async () => {
    [app, token] = await startWithSessions([DEMO], env);
  });
  afterAll(() => stopAfter(app, running));

  it('a registered gateway comes online and its readings become the latest values', async () => {
    const sn = `${uniq}-room`;
    const { secret } = await createGw(sn);
    const gw = new RoomGateway({ url: app.iot!.brokerUrl, sn, secret, intervalMs: 150, switches: { led: { on: true, dim: 50 } } });
    running.push(gw);
    await gw.start();
    await expect.poll(async () => (await state(sn)).points.find((p) => p.code === 'ppfd')?.value, { timeout: 10_000 }).toBe(300);
    const s = await state(sn);
    expect(s.online).toBe(true);
    expect(s.points.find((p) => p.code === 'led')).toMatchObject({ on: true, value: 50 });
    await expect.poll(async () => (await state(sn)).reading_ct, { timeout: 10_000 }).toBeGreaterThan(10);
  });

  it('rejects bad payloads, counts them per gateway, and stores a re-delivered reading once', async () => {
    const sn = `${uniq}-raw`;
    const { secret } = await createGw(sn);
    const c = await mqtt.connectAsync(app.iot!.brokerUrl, { username: sn, password: secret, clientId: `gw-${sn}` });
    try {
      await c.publishAsync(topicOf(sn, 'birth'), JSON.stringify({ ts: Date.now(), points: [{ code: 't', kind: 'sensor', unit: '°C' }] }), { qos: 1 });
      const now = Date.now();
      const good = JSON.stringify({ seq: 1, points: { t: [{ ts: now, v: 21.5 }] } });
      for (const bad of [
        '{not json',
        JSON.stringify({ seq: 2, points: { t: [{ ts: now, v: 'x' }] } }),
        JSON.stringify({ seq: 3, points: { ghost: [{ ts: now, v: 1 }] } }),
        JSON.stringify({ seq: 4, points: { t: [{ ts: now + 3_600_000, v: 1 }] } }),
      ]) {
        await c.publishAsync(topicOf(sn, 'telemetry'), bad, { qos: 1 });
      }
      await c.publishAsync(topicOf(sn, 'telemetry'), good, { qos: 1 });
      await c.publishAsync(topicOf(sn, 'telemetry'), good, { qos: 1 });
      await expect.poll(async () => (await state(sn)).rejected_ct, { timeout: 10_000 }).toBe(4);
      await expect.poll(async () => (await state(sn)).points.find((p) => p.code === 't')?.value, { timeout: 10_000 }).toBe(21.5);
      await app.services.ingest.flush();
      const pointId = (await app.services.gateways.facState(DEMO_FID)).find((g) => g.sn === sn)!.points[0]!.point_id;
      const { IngestRepository } = await import('../src/modules/iot-ingest/ingest.repository.js');
      expect(await new IngestRepository(app.dbHandle.db).countReadings(pointId)).toBe(1);
      // The server is still healthy after all of it.
      expect((await rawCallOf(app, getHealth)).body.code).toBe(200);
    } finally {
      await c.endAsync();
    }
  });

  it.runIf(name === 'embedded Aedes')('refuses a wrong secret and another gateway’s topics', async () => {
    const sn = `${uniq}-acl`;
    const { secret } = await createGw(sn);
    await expect(mqtt.connectAsync(app.iot!.brokerUrl, { username: sn, password: 'wrong', reconnectPeriod: 0, connectTimeout: 3000 })).rejects.toThrow();
    const victim = `${uniq}-room`;
    const before = (await state(victim)).reading_ct;
    const c = await mqtt.connectAsync(app.iot!.brokerUrl, { username: sn, password: secret, clientId: `gw-${sn}.second`, reconnectPeriod: 0 });
    c.on('error', () => undefined);
    c.publish(topicOf(victim, 'telemetry'), JSON.stringify({ seq: 1, points: { ppfd: [{ ts: Date.now(), v: 9999 }] } }), { qos: 0 });
    await new Promise((r) => setTimeout(r, 500));
    await c.endAsync(true);
    expect((await state(victim)).points.find((p) => p.code === 'ppfd')?.value).not.toBe(9999);
    expect((await state(victim)).reading_ct).toBeGreaterThanOrEqual(before);
  });
});
