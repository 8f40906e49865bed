import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { count, eq } from 'drizzle-orm';
import { saveIotPointAlarm } from '@pfs/domain/alarm';
import {
  createIotDev,
  deleteIotDev,
  deleteIotDevgrp,
  getIotAreaList,
  getIotDevList,
  getIotDevgrpList,
  getSimGwList,
  saveIotDevgrp,
  setIotDevgrpPoints,
  simInjectAnomaly,
  updateIotDev,
} from '@pfs/domain/iot-device';
import { createIotGw, deleteIotGw, getIotFacStates, getIotGwList, updateIotGw } from '@pfs/domain/iot-gateway';
import { topicOf } from '@pfs/domain/iot-ingest';
import { readingTable } from '../src/modules/iot-store/reading.table.js';
import { DEMO, DEMO_FID, GROWER, NURSERY_FID, callOf, callRaw, createTestApp, dataOf, login, type TestApp } from './test-app.js';

let app: TestApp;
let token: string;
let grower: string;
const uniq = `dv${Date.now().toString(36)}${process.env.TEST_DB === 'postgres' ? 'p' : 'l'}`;
const devices = (f: object = {}) => dataOf(app, getIotDevList, { fid: DEMO_FID, size: 100, ...f }, token);
const areas = () => dataOf(app, getIotAreaList, { fid: DEMO_FID }, token);

beforeAll(async () => {
  app = await createTestApp({ IOT: 'on', MQTT_PORT: '0' });
  token = await login(app, DEMO.uniNo, DEMO.password);
  grower = await login(app, GROWER.uniNo, GROWER.password);
});
afterAll(() => app.stop());

/** A gateway created through the API, talking raw MQTT. */
async function gateway(sn: string, areaId: number | null = null) {
  const created = await dataOf(app, createIotGw, { fid: DEMO_FID, sn, name: `设备网关 ${sn}`, area_id: areaId }, token);
  const c = await mqtt.connectAsync(app.iot!.brokerUrl, { username: sn, password: created.secret, clientId: `gw-${sn}` });
  const birth = (points: object[]) => c.publishAsync(topicOf(sn, 'birth'), JSON.stringify({ ts: Date.now(), points }), { qos: 1 });
  const send = (code: string, v: number) =>
    c.publishAsync(topicOf(sn, 'telemetry'), JSON.stringify({ seq: 1, points: { [code]: [{ ts: Date.now(), v }] } }), { qos: 1 });
  return { gwId: created.gw_id, c, birth, send };
}

describe('device groups', () => {
  it('are created per factory with an area, kept unique by name, given points, and deleted leaving points ungrouped', async () => {
    const room = (await areas()).find((a) => a.name === '栽培一区')!;
    const nurseryArea = (await dataOf(app, getIotAreaList, { fid: NURSERY_FID }, token))[0];
    expect(room).toBeDefined();
    const made = await callOf(app, saveIotDevgrp, { fid: DEMO_FID, name: `${uniq} 补光灯`, area_id: room.area_id, sort_no: 2, description: 'A 排' }, token);
    expect(made.body.code).toBe(200);
    const grpId = made.body.data!.grp_id;
    expect((await callOf(app, saveIotDevgrp, { fid: DEMO_FID, name: `${uniq} 补光灯` }, token)).status).toBe(409);
    expect((await callRaw(app, saveIotDevgrp, { fid: DEMO_FID, name: '' }, token)).body.msg).toContain('请填写分组名称');
    if (nurseryArea) expect((await callOf(app, saveIotDevgrp, { fid: DEMO_FID, name: `${uniq} 别厂`, area_id: nurseryArea.area_id }, token)).status).toBe(404);
    expect((await callOf(app, saveIotDevgrp, { fid: DEMO_FID, name: `${uniq} 偷建` }, grower)).status).toBe(403);
    expect((await callOf(app, getIotDevgrpList, { fid: DEMO_FID }, grower)).status).toBe(200);

    const { gwId, c, birth } = await gateway(`${uniq}-g`, room.area_id);
    await birth([
      { code: 'led1', kind: 'switch', name: '补光灯 1', writable: true, min: 0, max: 100, unit: '%' },
      { code: 'led2', kind: 'switch', name: '补光灯 2', writable: true },
    ]);
    await expect.poll(async () => (await devices({ gw_id: gwId })).total_ct).toBe(2);
    const ids = (await devices({ gw_id: gwId })).items.map((d) => d.point_id);
    expect((await callOf(app, setIotDevgrpPoints, { fid: DEMO_FID, grp_id: grpId, point_ids: ids }, token)).body.msg).toBe('分组已包含 2 个设备');
    expect((await callOf(app, setIotDevgrpPoints, { fid: DEMO_FID, grp_id: grpId, point_ids: [999_999] }, token)).status).toBe(404);

    const list = await dataOf(app, getIotDevgrpList, { fid: DEMO_FID }, token);
    expect(list.find((g) => g.grp_id === grpId)).toMatchObject({ area_name: '栽培一区', point_ct: 2, sort_no: 2 });
    expect((await devices({ grp_id: grpId })).items.map((d) => d.grp_name)).toEqual([`${uniq} 补光灯`, `${uniq} 补光灯`]);
    // Group 0 is "in no group": the gateway's two devices are both grouped now.
    expect((await devices({ gw_id: gwId, grp_id: 0 })).total_ct).toBe(0);
    // The control page groups by area and group from the factory state.
    const st = await dataOf(app, getIotFacStates, { fid: DEMO_FID }, token);
    expect(st.find((g) => g.gw_id === gwId)!.points[0]).toMatchObject({ grp_name: `${uniq} 补光灯`, area_name: '栽培一区' });

    expect((await callOf(app, saveIotDevgrp, { fid: DEMO_FID, grp_id: grpId, name: `${uniq} 补光灯（东）`, area_id: null }, token)).body.code).toBe(200);
    expect((await callOf(app, deleteIotDevgrp, { fid: DEMO_FID, grp_id: grpId }, token)).body.code).toBe(200);
    expect((await devices({ gw_id: gwId })).items.every((d) => d.grp_id === null)).toBe(true);
    expect((await devices({ gw_id: gwId, grp_id: 0 })).total_ct).toBe(2);
    expect((await callOf(app, deleteIotDevgrp, { fid: DEMO_FID, grp_id: grpId }, token)).status).toBe(404);
    await c.endAsync();
  });
});

describe('devices', () => {
  it('can be declared before the gateway announces them; staff names survive the birth', async () => {
    const { gwId, c, birth, send } = await gateway(`${uniq}-p`);
    const made = await callOf(app, createIotDev, { fid: DEMO_FID, gw_id: gwId, code: 'temp_e', kind: 'sensor', name: '东侧温度', unit: '°C' }, token);
    expect(made.body.code).toBe(200);
    const dup = await callOf(app, createIotDev, { fid: DEMO_FID, gw_id: gwId, code: 'temp_e', kind: 'sensor', name: '重复' }, token);
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toContain('已有编码为 temp_e 的设备');
    expect((await callRaw(app, createIotDev, { fid: DEMO_FID, gw_id: gwId, code: 'bad code', kind: 'sensor', name: '坏' }, token)).status).toBe(400);
    expect((await callOf(app, createIotDev, { fid: DEMO_FID, gw_id: gwId, code: 't2', kind: 'sensor', name: '温度', min: 0, max: 5 }, token)).body.msg).toBe(
      '只有开关可以设置数值范围',
    );
    // Thresholds before the gateway is even online.
    expect((await callOf(app, saveIotPointAlarm, { fid: DEMO_FID, point_id: made.body.data!.point_id, high: 10, low: 28, level: 1 }, token)).body.msg).toBe(
      '下限必须小于上限',
    );
    expect(
      (await callOf(app, saveIotPointAlarm, { fid: DEMO_FID, point_id: made.body.data!.point_id, high: 30, low: 10, level: 5, stale_min: 5 }, token)).body.code,
    ).toBe(200);

    await birth([{ code: 'temp_e', kind: 'sensor', name: '温度', unit: '°C' }]);
    await send('temp_e', 21.5);
    await expect.poll(async () => (await devices({ gw_id: gwId })).items[0]?.value).toBe(21.5);
    expect((await devices({ gw_id: gwId })).items[0]).toMatchObject({ name: '东侧温度', announced_name: '温度', alarm: { high: 30, stale_min: 5 } });
    expect((await devices({ keyword: '东侧', kind: 'sensor' })).items.map((d) => d.point_id)).toEqual([made.body.data!.point_id]);
    expect((await devices({ keyword: '东侧', kind: 'switch' })).total_ct).toBe(0);
    await c.endAsync();
  });

  it('are edited with checks, and deleted with their readings; writes need cfg.iot.edit', async () => {
    const { gwId, c, birth, send } = await gateway(`${uniq}-e`);
    await birth([
      { code: 'ac', kind: 'switch', name: '空调', unit: '°C', writable: true, min: 16, max: 30 },
      { code: 'rh', kind: 'sensor', name: '湿度', unit: '%' },
    ]);
    await send('rh', 60);
    await expect.poll(async () => (await devices({ gw_id: gwId })).items.find((d) => d.code === 'rh')?.value).toBe(60);
    const items = (await devices({ gw_id: gwId })).items;
    const acId = items.find((d) => d.code === 'ac')!.point_id;
    const rhId = items.find((d) => d.code === 'rh')!.point_id;

    expect((await callOf(app, updateIotDev, { fid: DEMO_FID, point_id: acId, min: 30, max: 16 }, token)).body.msg).toBe('最小值必须小于最大值');
    expect((await callOf(app, updateIotDev, { fid: DEMO_FID, point_id: rhId, max: 90 }, token)).body.msg).toBe('只有开关可以设置数值范围');
    expect((await callOf(app, updateIotDev, { fid: DEMO_FID, point_id: acId, grp_id: 999_999 }, token)).status).toBe(404);
    expect((await callOf(app, updateIotDev, { fid: DEMO_FID, point_id: acId, name: '一号空调' }, grower)).status).toBe(403);
    expect(
      (await callOf(app, updateIotDev, { fid: DEMO_FID, point_id: acId, name: '一号空调', unit: '℃', min: 18, max: 28, sort_no: 3, enabled: false }, token))
        .body.code,
    ).toBe(200);
    expect((await devices({ gw_id: gwId })).items.find((d) => d.point_id === acId)).toMatchObject({
      name: '一号空调',
      unit: '℃',
      min: 18,
      max: 28,
      enabled: false,
    });
    // Blank name: back to the announced one.
    await callOf(app, updateIotDev, { fid: DEMO_FID, point_id: acId, name: '' }, token);
    expect((await devices({ gw_id: gwId })).items.find((d) => d.point_id === acId)!.name).toBe('空调');
    expect((await callOf(app, updateIotDev, { fid: NURSERY_FID, point_id: acId, name: 'x' }, token)).status).toBe(404);

    expect((await callOf(app, deleteIotDev, { fid: DEMO_FID, point_id: rhId }, grower)).status).toBe(403);
    const del = await callOf(app, deleteIotDev, { fid: DEMO_FID, point_id: rhId }, token);
    expect(del.body.msg).toBe('设备“湿度”及其历史读数已删除');
    expect((await devices({ gw_id: gwId })).items.map((d) => d.code)).toEqual(['ac']);
    await app.services.ingest.flush();
    expect(await app.dbHandle.db.select({ n: count() }).from(readingTable).where(eq(readingTable.pointId, rhId))).toEqual([{ n: 0 }]);
    await c.endAsync();
  });
});

describe('gateways', () => {
  it('are renamed, moved to another area, and deleted with their points', async () => {
    const room = (await areas()).find((a) => a.name === '栽培二区')!;
    const { gwId, c, birth } = await gateway(`${uniq}-w`);
    await birth([{ code: 'fan', kind: 'switch', name: '风机', writable: true }]);
    await expect.poll(async () => (await devices({ gw_id: gwId })).total_ct).toBe(1);
    expect((await callOf(app, updateIotGw, { fid: DEMO_FID, gw_id: gwId, name: 'x', area_id: null }, token)).body.msg).toContain('网关名称至少 2 个字符');
    expect((await callOf(app, updateIotGw, { fid: DEMO_FID, gw_id: gwId, name: '二区风机网关', area_id: room.area_id }, token)).body.code).toBe(200);
    const gws = await dataOf(app, getIotGwList, { fid: DEMO_FID }, token);
    expect(gws.find((g) => g.gw_id === gwId)).toMatchObject({ name: '二区风机网关', area_name: '栽培二区' });
    expect((await devices({ area_id: room.area_id })).items.some((d) => d.code === 'fan')).toBe(true);

    expect((await callOf(app, deleteIotGw, { fid: DEMO_FID, gw_id: gwId }, grower)).status).toBe(403);
    expect((await callOf(app, deleteIotGw, { fid: DEMO_FID, gw_id: gwId }, token)).body.msg).toBe('网关“二区风机网关”及其设备已删除');
    expect((await devices({ gw_id: gwId })).total_ct).toBe(0);
    expect((await callOf(app, deleteIotGw, { fid: DEMO_FID, gw_id: gwId }, token)).status).toBe(404);
    await c.endAsync().catch(() => undefined);
  });
});

describe('simulator anomalies', () => {
  it('reach only simulated gateways of the factory, and need cfg.iot.edit', async () => {
    const gws = await dataOf(app, getIotGwList, { fid: DEMO_FID }, token);
    const sim = gws.find((g) => g.sn === 'demo-grow-2')!;
    const { gwId, c } = await gateway(`${uniq}-r`);
    expect((await callOf(app, simInjectAnomaly, { fid: DEMO_FID, gw_id: sim.gw_id, kind: 'heat_spike', seconds: 30 }, grower)).status).toBe(403);
    expect((await callOf(app, simInjectAnomaly, { fid: DEMO_FID, gw_id: gwId, kind: 'heat_spike' }, token)).body.msg).toBe(
      `设备网关 ${uniq}-r 不是模拟网关，不能注入异常`,
    );
    expect((await callRaw(app, simInjectAnomaly, { fid: DEMO_FID, gw_id: sim.gw_id, kind: 'stuck', point: 'nope' }, token)).status).toBe(400);
    // This test app runs no simulator (SIM=off).
    expect((await callOf(app, simInjectAnomaly, { fid: DEMO_FID, gw_id: sim.gw_id, kind: 'heat_spike' }, token)).status).toBe(409);
    expect(await dataOf(app, getSimGwList, { fid: DEMO_FID }, token)).toMatchObject({ running: false });
    await c.endAsync();
  });
});
