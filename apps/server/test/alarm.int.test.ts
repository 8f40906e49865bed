import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeFacAlarmlog, closeFacAlarmlogAll, getFacAlarmlogList, saveIotPointAlarm } from '@pfs/domain/alarm';
import { createIotGw, getIotFacStates, iotSwitchCtrl } from '@pfs/domain/iot-gateway';
import { RoomGateway } from '@pfs/sim';
import { DEMO, DEMO_FID, GROWER, dataOf, login, startWithSessions, type TestApp, callOf } from './test-app.js';
import { tempGateway } from './alarm-fixture.js';

let app: TestApp, token: string;
const uniq = `al${Date.now().toString(36)}${process.env.TEST_DB === 'postgres' ? 'p' : 'l'}`;
const alarms = (body: object = {}) => dataOf(app, getFacAlarmlogList, { fid: DEMO_FID, size: 100, ...body }, token);

beforeAll(async () => {
  [app, token] = await startWithSessions([DEMO], { IOT: 'on', MQTT_PORT: '0', IOT_COMMAND_TTL_SECONDS: '3' });
});
afterAll(() => app.stop());

const rawGateway = (sn: string) => tempGateway(app, token, sn, `告警网关 ${sn}`);

describe('threshold alarms', () => {
  it('raise once per source and type, count repeats, and clear on the return to normal', async () => {
    const { c, send, pointId } = await rawGateway(`${uniq}-t`);
    const saved = await callOf(app, saveIotPointAlarm, { fid: DEMO_FID, point_id: pointId, high: 28, low: 10, level: 5 }, token);
    expect(saved.body.code).toBe(200);
    expect((await callOf(app, saveIotPointAlarm, { fid: DEMO_FID, point_id: pointId, high: 10, low: 28, level: 1 }, token)).body.msg).toBe('下限必须小于上限');
    await send(29.5);
    await send(31);
    await send(30);
    await expect.poll(async () => (await alarms({ status: 'valid', type: 'high' })).items.find((a) => a.title.includes(`告警网关 ${uniq}-t`))?.count).toBe(3);
    const open = (await alarms({ status: 'valid', type: 'high' })).items.find((a) => a.title.includes(`告警网关 ${uniq}-t`))!;
    expect(open).toMatchObject({ severe: true, last_value: 30 });
    expect(open.title).toContain('温度超上限：30.0 °C（限值 28.0 °C）');
    await send(25);
    await expect.poll(async () => (await alarms({ type: 'high' })).items.find((a) => a.alarm_id === open.alarm_id)?.status).toBe('closed');
    expect((await alarms({ type: 'high' })).items.find((a) => a.alarm_id === open.alarm_id)).toMatchObject({
      close_reason: '已恢复正常',
      closed_by_name: '系统',
    });
    await c.endAsync();
  });

  it('waits for the delay before raising', async () => {
    const { c, send, pointId } = await rawGateway(`${uniq}-d`);
    await callOf(app, saveIotPointAlarm, { fid: DEMO_FID, point_id: pointId, high: 28, low: null, level: 2, delay_s: 60 }, token);
    const t0 = Date.now() - 120_000;
    await send(29, t0);
    await send(29, t0 + 30_000);
    await new Promise((r) => setTimeout(r, 500));
    expect((await alarms({ status: 'valid' })).items.some((a) => a.title.includes(`${uniq}-d`))).toBe(false);
    await send(29, t0 + 61_000);
    await expect.poll(async () => (await alarms({ status: 'valid' })).items.some((a) => a.title.includes(`${uniq}-d`))).toBe(true);
    await c.endAsync();
  });
});

describe('gateway and command alarms', () => {
  it('a lost gateway raises an offline alarm; a failing command raises and the badge count follows; closing needs alarm.edit', async () => {
    const sn = `${uniq}-gw`;
    const { secret } = await dataOf(app, createIotGw, { fid: DEMO_FID, sn, name: `告警房间 ${sn}` }, token);
    const gw = new RoomGateway({ url: app.iot!.brokerUrl, sn, secret, intervalMs: 300, failRate: 1 });
    await gw.start();
    await expect
      .poll(async () => (await dataOf(app, getIotFacStates, { fid: DEMO_FID }, token)).find((g) => g.sn === sn)?.points.some((p) => p.code === 'fan'))
      .toBe(true);
    const fan = (await dataOf(app, getIotFacStates, { fid: DEMO_FID }, token)).find((g) => g.sn === sn)!.points.find((p) => p.code === 'fan')!.point_id;
    await callOf(app, iotSwitchCtrl, { fid: DEMO_FID, point_id: fan, action: 'open' }, token);
    await expect.poll(async () => (await alarms({ status: 'valid', type: 'cmd_failed' })).items.some((a) => a.title.includes(sn))).toBe(true);

    gw.dropConnection();
    await gw.stop().catch(() => undefined);
    await expect
      .poll(async () => (await alarms({ status: 'valid', type: 'offline' })).items.find((a) => a.title === `告警房间 ${sn} 离线`)?.severe, { timeout: 15_000 })
      .toBe(true);

    const grower = await login(app, GROWER.uniNo, GROWER.password);
    const before = (await alarms({ status: 'valid', page: 1, size: 1 })).total_ct;
    expect(before).toBeGreaterThan(0);
    const one = (await alarms({ status: 'valid' })).items[0]!;
    expect((await callOf(app, closeFacAlarmlog, { fid: DEMO_FID, alarm_id: one.alarm_id, reason: '已处理' }, grower)).status).toBe(403);
    expect((await callOf(app, closeFacAlarmlog, { fid: DEMO_FID, alarm_id: one.alarm_id, reason: '' }, token)).status).toBe(400);
    expect((await callOf(app, closeFacAlarmlog, { fid: DEMO_FID, alarm_id: one.alarm_id, reason: '已到现场处理' }, token)).body.code).toBe(200);
    expect((await callOf(app, closeFacAlarmlog, { fid: DEMO_FID, alarm_id: one.alarm_id, reason: '再次关闭' }, token)).status).toBe(409);
    expect((await alarms({ status: 'valid', page: 1, size: 1 })).total_ct).toBe(before - 1);
    const all = await callOf(app, closeFacAlarmlogAll, { fid: DEMO_FID, reason: '批量处理' }, token);
    expect(all.body.msg).toBe(`已关闭 ${before - 1} 条告警`);
    expect((await alarms({ status: 'valid' })).total_ct).toBe(0);
    // A gateway, a command and an offline detection in real time: on a busy machine this takes well over 30 s.
  }, 90_000);
});
