import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomGateway } from '@pfs/sim';
import { createIotGw, getIotFacStates, getIotReq, getIotReqList, iotSwitchCtrl } from '@pfs/domain/iot-gateway';
import { DEMO, DEMO_FID, callOf, dataOf, startWithSessions, stopAfter, type TestApp } from './test-app.js';

describe.each([
  { name: 'embedded Aedes', env: { IOT: 'on', MQTT_PORT: '0', IOT_COMMAND_TTL_SECONDS: '3' } as Record<string, string> },
  {
    name: 'Mosquitto',
    env: { IOT: 'on', MQTT_URL: process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883', IOT_COMMAND_TTL_SECONDS: '3' } as Record<string, string>,
  },
])('switch control through $name', ({ name, env }) => {
  let app: TestApp, token: string;
  const gws: RoomGateway[] = [];
  const uniq = `c${name[0]}${Date.now().toString(36)}${process.env.TEST_DB === 'postgres' ? 'p' : 'l'}`;
  const points = async (sn: string) => (await dataOf(app, getIotFacStates, { fid: DEMO_FID }, token)).find((g) => g.sn === sn)?.points ?? [];
  const pointId = async (sn: string, code: string) => {
    await expect.poll(async () => (await points(sn)).some((p) => p.code === code), { timeout: 10_000 }).toBe(true);
    return (await points(sn)).find((p) => p.code === code)!.point_id;
  };
  const outcome = async (reqId: string) => (await dataOf(app, getIotReq, { fid: DEMO_FID, req_id: reqId }, token)).status;
  const room = async (sn: string, extra: Partial<ConstructorParameters<typeof RoomGateway>[0]> = {}) => {
    const { secret } = await dataOf(app, createIotGw, { fid: DEMO_FID, sn, name: `控制测试 ${sn}` }, token);
    const gw = new RoomGateway({ url: app.iot!.brokerUrl, sn, secret, intervalMs: 200, ...extra });
    gws.push(gw);
    await gw.start();
    return gw;
  };

  beforeAll(async () => {
    [app, token] = await startWithSessions([DEMO], env);
  });
  afterAll(() => stopAfter(app, gws));

  it('dims the lights: the gateway confirms, the switch state and PPFD follow, the request is logged', async () => {
    const sn = `${uniq}-ok`;
    await room(sn);
    const led = await pointId(sn, 'led');
    const r = await callOf(app, iotSwitchCtrl, { fid: DEMO_FID, point_id: led, action: 'number', value: 80 }, token);
    expect(r.body.code).toBe(200);
    const reqId = r.body.data!.req_id;
    await expect.poll(() => outcome(reqId), { timeout: 10_000 }).toBe('done');
    await expect.poll(async () => (await points(sn)).find((p) => p.code === 'led'), { timeout: 10_000 }).toMatchObject({ on: true, value: 80 });
    await expect.poll(async () => (await points(sn)).find((p) => p.code === 'ppfd')?.value, { timeout: 10_000 }).toBe(480);
    const log = await dataOf(app, getIotReqList, { fid: DEMO_FID }, token);
    expect(log.items.find((i) => i.req_id === reqId)).toMatchObject({ cname: '张厂长', status: 'done', point_name: 'LED 补光灯' });
  });

  it('refuses values out of range and points that are not switches', async () => {
    const sn = `${uniq}-range`;
    await room(sn);
    const bad = await callOf(app, iotSwitchCtrl, { fid: DEMO_FID, point_id: await pointId(sn, 'led'), action: 'number', value: 150 }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('0 到 100');
    const sensor = await callOf(app, iotSwitchCtrl, { fid: DEMO_FID, point_id: await pointId(sn, 'air_temp'), action: 'open' }, token);
    expect(sensor.status).toBe(400);
    expect(sensor.body.msg).toContain('不是可控开关');
  });

  it('reports a failure the gateway reports, and a timeout when the gateway is gone', async () => {
    const sn = `${uniq}-fail`;
    const gw = await room(sn, { failRate: 1 });
    const fan = await pointId(sn, 'fan');
    const failed = await callOf(app, iotSwitchCtrl, { fid: DEMO_FID, point_id: fan, action: 'open' }, token);
    await expect.poll(() => outcome(failed.body.data!.req_id), { timeout: 10_000 }).toBe('failed');
    await gw.stop();
    const lost = await callOf(app, iotSwitchCtrl, { fid: DEMO_FID, point_id: fan, action: 'open' }, token);
    const reqId = lost.body.data!.req_id;
    expect(await outcome(reqId)).toBe('sent');
    await expect.poll(() => outcome(reqId), { timeout: 10_000 }).toBe('timeout');
  });
});
