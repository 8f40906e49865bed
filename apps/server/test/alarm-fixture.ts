import mqtt from 'mqtt';
import { expect } from 'vitest';
import { createIotGw, getIotFacStates } from '@pfs/domain/iot-gateway';
import { topicOf } from '@pfs/domain/iot-ingest';
import { DEMO_FID, dataOf, type TestApp } from './test-app.js';
import { telemetryOf } from './telemetry-fixture.js';

/**
 * A gateway of the demo factory created through the API, talking raw MQTT to the app's broker, with one temperature
 * sensor `temp` that has reported 20 °C: `send(v, ts?)` reports a reading, `status(state)` the gateway's state.
 */
export async function tempGateway(app: TestApp, token: string, sn: string, name: string) {
  const { secret } = await dataOf(app, createIotGw, { fid: DEMO_FID, sn, name }, token);
  const c = await mqtt.connectAsync(app.iot!.brokerUrl, { username: sn, password: secret, clientId: `gw-${sn}` });
  const publish = (kind: 'birth' | 'telemetry' | 'status', body: string) => c.publishAsync(topicOf(sn, kind), body, { qos: 1 });
  await publish('birth', JSON.stringify({ ts: Date.now(), points: [{ code: 'temp', kind: 'sensor', name: '温度', unit: '°C' }] }));
  const send = (v: number, ts = Date.now()) => publish('telemetry', telemetryOf(1, 'temp', [[ts, v]]));
  const status = (state: 'ready' | 'lost') => publish('status', JSON.stringify({ state, ts: Date.now() }));
  await send(20);
  const gateway = async () => (await dataOf(app, getIotFacStates, { fid: DEMO_FID }, token)).find((g) => g.sn === sn);
  await expect.poll(async () => (await gateway())?.points.length).toBe(1);
  const pointId = (await gateway())!.points[0]!.point_id;
  return { c, send, status, pointId };
}
