import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { closeFacAlarmlog, getFacAlarmDetail, getFacAlarmlogList, saveIotPointAlarm } from '@pfs/domain/alarm';
import { getIotAreaList, getIotDevList } from '@pfs/domain/iot-device';
import { createIotGw } from '@pfs/domain/iot-gateway';
import { topicOf } from '@pfs/domain/iot-ingest';
import { DEMO, DEMO_FID, callOf, callRaw, createTestApp, dataOf, login, type TestApp } from './test-app.js';

let app: TestApp;
let token: string;
const uniq = `ad${Date.now().toString(36)}${process.env.TEST_DB === 'postgres' ? 'p' : 'l'}`;
const alarms = (f: object = {}) => dataOf(app, getFacAlarmlogList, { fid: DEMO_FID, size: 100, ...f }, token);

beforeAll(async () => {
  app = await createTestApp({ IOT: 'on', MQTT_PORT: '0' });
  token = await login(app, DEMO.uniNo, DEMO.password);
});
afterAll(() => app.stop());

async function sensorIn(areaName: string, sn: string) {
  const area = (await dataOf(app, getIotAreaList, { fid: DEMO_FID }, token)).find((a) => a.name === areaName)!;
  const { secret } = await dataOf(app, createIotGw, { fid: DEMO_FID, sn, name: `检测网关 ${sn}`, area_id: area.area_id }, token);
  const c = await mqtt.connectAsync(app.iot!.brokerUrl, { username: sn, password: secret, clientId: `gw-${sn}` });
  await c.publishAsync(topicOf(sn, 'status'), JSON.stringify({ state: 'ready', ts: Date.now() }), { qos: 1 });
  await c.publishAsync(topicOf(sn, 'birth'), JSON.stringify({ ts: Date.now(), points: [{ code: 'temp', kind: 'sensor', name: '温度', unit: '°C' }] }), {
    qos: 1,
  });
  const send = (v: number, ts = Date.now()) => c.publishAsync(topicOf(sn, 'telemetry'), JSON.stringify({ seq: 1, points: { temp: [{ ts, v }] } }), { qos: 1 });
  await expect
    .poll(async () => (await dataOf(app, getIotDevList, { fid: DEMO_FID, keyword: 'temp', area_id: area.area_id }, token)).items.length)
    .toBeGreaterThan(0);
  const pointId = (await dataOf(app, getIotDevList, { fid: DEMO_FID, area_id: area.area_id, size: 100 }, token)).items.find((d) => d.gw_sn === sn)!.point_id;
  return { c, send, pointId, areaId: area.area_id };
}

describe('sensor stale alarm', () => {
  it('raises 数据中断 after the configured minutes without data while online, and clears on the next reading', async () => {
    const { c, send, pointId, areaId } = await sensorIn('育苗室', `${uniq}-s`);
    await send(20);
    expect((await callOf(app, saveIotPointAlarm, { fid: DEMO_FID, point_id: pointId, high: null, low: null, level: 2, stale_min: 0 }, token)).status).toBe(400);
    expect((await callOf(app, saveIotPointAlarm, { fid: DEMO_FID, point_id: pointId, high: null, low: null, level: 2, stale_min: 3 }, token)).body.code).toBe(
      200,
    );
    await app.services.ingest.flush();
    await app.services.alarms.checkStale(Date.now() + 60_000);
    expect((await alarms({ type: 'stale' })).items.some((a) => a.title.includes(uniq))).toBe(false);
    await app.services.alarms.checkStale(Date.now() + 4 * 60_000);
    await app.services.alarms.checkStale(Date.now() + 5 * 60_000);
    const open = (await alarms({ status: 'valid', type: 'stale' })).items.filter((a) => a.title.includes(`${uniq}-s`));
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ type_label: '数据中断', area_name: '育苗室' });
    expect(open[0]!.title).toContain('温度数据中断：超过 3 分钟没有数据');
    // The area filter finds it in its area and not in another.
    expect((await alarms({ area_id: areaId })).items.some((a) => a.alarm_id === open[0]!.alarm_id)).toBe(true);
    const other = (await dataOf(app, getIotAreaList, { fid: DEMO_FID }, token)).find((a) => a.name === '冷库')!;
    expect((await alarms({ area_id: other.area_id })).items.some((a) => a.alarm_id === open[0]!.alarm_id)).toBe(false);

    await send(20.5);
    await expect.poll(async () => (await alarms({ type: 'stale' })).items.find((a) => a.alarm_id === open[0]!.alarm_id)?.status).toBe('closed');
    expect((await alarms({ type: 'stale' })).items.find((a) => a.alarm_id === open[0]!.alarm_id)).toMatchObject({
      close_reason: '数据已恢复',
      closed_by_name: '系统',
    });
    expect((await callRaw(app, getFacAlarmlogList, { fid: DEMO_FID, type: 'nonsense' }, token)).status).toBe(400);
    await c.endAsync();
  });
});

describe('alarm detail', () => {
  it('shows the readings around the alarm with its limit, and who closed it and why', async () => {
    const { c, send, pointId } = await sensorIn('栽培一区', `${uniq}-d`);
    const t0 = Date.now() - 20 * 60_000;
    // Old history outside the window must not appear; the minutes before the alarm must.
    await send(19, Date.now() - 50 * 60_000);
    for (let i = 0; i < 5; i += 1) await send(20 + i, t0 + i * 60_000);
    await callOf(app, saveIotPointAlarm, { fid: DEMO_FID, point_id: pointId, high: 28, low: null, level: 5 }, token);
    await send(31);
    await expect.poll(async () => (await alarms({ status: 'valid', type: 'high' })).items.some((a) => a.title.includes(`${uniq}-d`))).toBe(true);
    const a = (await alarms({ status: 'valid', type: 'high' })).items.find((x) => x.title.includes(`${uniq}-d`))!;
    await app.services.ingest.flush();
    await callOf(app, closeFacAlarmlog, { fid: DEMO_FID, alarm_id: a.alarm_id, reason: '已开门通风' }, token);
    const d = await dataOf(app, getFacAlarmDetail, { fid: DEMO_FID, alarm_id: a.alarm_id }, token);
    expect(d).toMatchObject({
      status: 'closed',
      close_reason: '已开门通风',
      closed_by_name: '张厂长',
      area_name: '栽培一区',
      point: { name: '温度', unit: '°C' },
      threshold: { high: 28 },
    });
    expect(d.readings.map((r) => r[1])).toEqual([20, 21, 22, 23, 24, 31]);
    expect((await callOf(app, getFacAlarmDetail, { fid: DEMO_FID, alarm_id: 999_999 }, token)).status).toBe(404);
    await c.endAsync();
  });
});
