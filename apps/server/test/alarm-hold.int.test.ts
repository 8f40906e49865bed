import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeFacAlarmlog, getFacAlarmlogList, saveIotPointAlarm } from '@pfs/domain/alarm';
import { DEMO, DEMO_FID, startWithSessions, type TestApp, callOf, callRaw } from './test-app.js';
import { tempGateway } from './alarm-fixture.js';

// Closing an alarm means "seen and handled": while its condition still holds nothing new is raised; once the
// condition has cleared and occurs again, a new alarm is.
type Alarm = { alarm_id: number; title: string; alarm_type: string; status: string; active: boolean };

let app: TestApp, token: string;
const uniq = `ah${Date.now().toString(36)}${process.env.TEST_DB === 'postgres' ? 'p' : 'l'}`;
const list = async (type: string, mark: string) =>
  ((await callRaw(app, getFacAlarmlogList, { fid: DEMO_FID, size: 100, type }, token)).body.data as { items: Alarm[] }).items.filter((a) =>
    a.title.includes(mark),
  );
const close = async (id: number) =>
  expect((await callOf(app, closeFacAlarmlog, { fid: DEMO_FID, alarm_id: id, reason: '已到现场处理' }, token)).body.code).toBe(200);
const settle = () => app.services.ingest.flush();

beforeAll(async () => {
  [app, token] = await startWithSessions([DEMO], { IOT: 'on', MQTT_PORT: '0' });
});
afterAll(() => app.stop());

/** The fixture's gateway, each message stored before the next step. */
async function gateway(sn: string) {
  const g = await tempGateway(app, token, sn, `处理网关 ${sn}`);
  const send = async (v: number) => (await g.send(v), await settle());
  const status = async (state: 'ready' | 'lost') => (await g.status(state), await settle());
  return { ...g, send, status };
}

describe('closing an alarm whose condition still holds', () => {
  it('threshold: no new alarm while the value stays high; a new one after it was normal and went high again', async () => {
    const sn = `${uniq}-t`;
    const { c, send, pointId } = await gateway(sn);
    await callOf(app, saveIotPointAlarm, { fid: DEMO_FID, point_id: pointId, high: 28, low: 10, level: 2 }, token);
    await send(30);
    const [first] = await list('high', sn);
    expect(first).toMatchObject({ status: 'valid', active: true });
    await close(first!.alarm_id);
    for (const v of [31, 32, 30.5]) await send(v);
    await new Promise((r) => setTimeout(r, 300));
    expect(await list('high', sn)).toEqual([expect.objectContaining({ alarm_id: first!.alarm_id, status: 'closed', active: true })]);

    await send(25);
    expect((await list('high', sn))[0]).toMatchObject({ alarm_id: first!.alarm_id, status: 'closed', active: false });
    await send(31);
    const after = await list('high', sn);
    expect(after).toHaveLength(2);
    expect(after.find((a) => a.alarm_id !== first!.alarm_id)).toMatchObject({ status: 'valid', active: true });
    // The low limit is a separate condition: going below it raises at once.
    await send(5);
    expect(await list('low', sn)).toEqual([expect.objectContaining({ status: 'valid' })]);
    await c.endAsync();
  });

  it('threshold without auto-clear: closed after the value was already normal, the next crossing raises again', async () => {
    const sn = `${uniq}-m`;
    const { c, send, pointId } = await gateway(sn);
    await callOf(app, saveIotPointAlarm, { fid: DEMO_FID, point_id: pointId, high: 28, low: null, level: 2, auto_clear: false }, token);
    await send(30);
    await send(22);
    const [open] = await list('high', sn);
    expect(open).toMatchObject({ status: 'valid', active: false });
    await close(open!.alarm_id);
    await send(30);
    expect((await list('high', sn)).filter((a) => a.status === 'valid')).toHaveLength(1);
    await c.endAsync();
  });

  it('gateway offline: closed while still offline, a repeated offline report raises nothing; online then offline again does', async () => {
    const sn = `${uniq}-g`;
    const { c, status } = await gateway(sn);
    await status('lost');
    const [first] = await list('offline', sn);
    expect(first).toMatchObject({ status: 'valid', active: true });
    await close(first!.alarm_id);
    await status('lost');
    await status('lost');
    expect(await list('offline', sn)).toHaveLength(1);
    await status('ready');
    await status('lost');
    const after = await list('offline', sn);
    expect(after).toHaveLength(2);
    expect(after.filter((a) => a.status === 'valid')).toHaveLength(1);
    await c.endAsync();
  });

  it('数据中断: closed while the sensor is still silent, the next check raises nothing; data back then silent again does', async () => {
    const sn = `${uniq}-s`;
    const { c, send, status, pointId } = await gateway(sn);
    await status('ready');
    await callOf(app, saveIotPointAlarm, { fid: DEMO_FID, point_id: pointId, high: null, low: null, level: 1, stale_min: 1 }, token);
    const later = () => Date.now() + 3 * 60_000;
    await app.services.alarms.checkStale(later());
    const [first] = await list('stale', sn);
    expect(first).toMatchObject({ status: 'valid', active: true });
    await close(first!.alarm_id);
    await app.services.alarms.checkStale(later());
    await app.services.alarms.checkStale(later());
    expect(await list('stale', sn)).toHaveLength(1);
    await send(21);
    expect((await list('stale', sn))[0]).toMatchObject({ status: 'closed', active: false });
    await app.services.alarms.checkStale(later());
    expect((await list('stale', sn)).filter((a) => a.status === 'valid')).toHaveLength(1);
    await c.endAsync();
  });
});
