import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyCall } from '@pfs/domain';
import { ackAlarm, closeFacAlarmlog, getFacAlarmDetail, getFacAlarmlogList, saveIotPointAlarm } from '@pfs/domain/alarm';
import { deleteIotAnalysisSet, getIotAnalysisCompare, getIotAnalysisProfile, getIotAnalysisSetList, saveIotAnalysisSet } from '@pfs/domain/iot-analysis';
import {
  createIotDev,
  deleteIotDev,
  deleteIotDevgrp,
  getIotDevgrpList,
  saveIotDevgrp,
  setIotDevgrpPoints,
  simInjectAnomaly,
  updateIotDev,
} from '@pfs/domain/iot-device';
import { createIotGw, deleteIotGw, getIotFacState, getIotFacStates, iotSwitchCtrl, rotateIotGwSecret, updateIotGw } from '@pfs/domain/iot-gateway';
import { createIotExport, getIotDailyVals, getIotExtremeList, getIotHourlyList, getIotHourlyVals, getIotLast24, getIotRawVals } from '@pfs/domain/iot-history';
import { topicOf } from '@pfs/domain/iot-ingest';
import { createIotRule, deleteIotRule, enableIotRule, getIotRule, lockIotSwitch, unlockIotSwitch } from '@pfs/domain/rule';
import { DEMO, DEMO_FID, NURSERY_FID, callOf, callRaw, createTestApp, dataOf, login, type TestApp } from './test-app.js';

// Another factory's object and one that does not exist must get the very same answer (status and message, which
// at most repeats the id asked for), so ids of other factories cannot be probed. The caller is 厂长 of both factories and asks in factory 1.
const MISSING = 2_000_000_000;

describe('object ids of another factory answer exactly like missing ones', () => {
  let app: TestApp;
  let token: string;
  const ids = { gw: 0, temp: 0, fan: 0, grp: 0, set: 0, rule: 0, alarm: 0 };
  let own = 0;
  const sn = `fx${Date.now().toString(36)}${process.env.TEST_DB === 'postgres' ? 'p' : 'l'}`;

  beforeAll(async () => {
    app = await createTestApp();
    token = await login(app, DEMO.uniNo, DEMO.password);
    ids.gw = (await dataOf(app, createIotGw, { fid: NURSERY_FID, sn, name: '外厂网关' }, token)).gw_id;
    const ingest = (kind: 'birth' | 'telemetry', body: object) => app.services.ingest.handle(topicOf(sn, kind), Buffer.from(JSON.stringify(body)));
    await ingest('birth', {
      ts: Date.now(),
      points: [
        { code: 't', kind: 'sensor', name: '温度' },
        { code: 'fan', kind: 'switch', name: '风机', writable: true },
      ],
    });
    await ingest('telemetry', { seq: 1, points: { t: [{ ts: Date.now() - 60_000, v: 40 }] } });
    // One sensor of factory 1 for bodies that need a valid point besides the id under test.
    await app.services.ingest.handle(
      topicOf('demo-grow-1', 'birth'),
      Buffer.from(JSON.stringify({ ts: Date.now(), points: [{ code: 'air_temp', kind: 'sensor' }] })),
    );
    await app.services.ingest.flush();
    own = (await dataOf(app, getIotFacStates, { fid: DEMO_FID }, token))
      .find((g) => g.sn === 'demo-grow-1')!
      .points.find((p) => p.code === 'air_temp')!.point_id;
    const pts = (await dataOf(app, getIotFacStates, { fid: NURSERY_FID }, token)).find((g) => g.sn === sn)!.points;
    ids.temp = pts.find((p) => p.code === 't')!.point_id;
    ids.fan = pts.find((p) => p.code === 'fan')!.point_id;
    await dataOf(app, saveIotDevgrp, { fid: NURSERY_FID, name: `外厂分组${sn}` }, token);
    ids.grp = (await dataOf(app, getIotDevgrpList, { fid: NURSERY_FID }, token)).find((g) => g.name === `外厂分组${sn}`)!.grp_id;
    await dataOf(app, saveIotAnalysisSet, { fid: NURSERY_FID, name: '外厂分析', point_ids: [ids.temp], range_days: 7 }, token);
    ids.set = (await dataOf(app, getIotAnalysisSetList, { fid: NURSERY_FID }, token)).find((s) => s.name === '外厂分析')!.set_id;
    ids.rule = (
      await dataOf(
        app,
        createIotRule,
        {
          fid: NURSERY_FID,
          name: '外厂策略',
          priority: 50,
          match: 'all',
          conditions: [{ point_id: ids.temp, op: 'gt', value: 28 }],
          actions: [{ act_type: 'switch', point_id: ids.fan, action: 'open' }],
        },
        token,
      )
    ).rule_id;
    await app.services.alarms.raise(NURSERY_FID, 'point', ids.temp, 'high', 1, '外厂告警');
    ids.alarm = (await dataOf(app, getFacAlarmlogList, { fid: NURSERY_FID, size: 100 }, token)).items.find((a) => a.title === '外厂告警')!.alarm_id;
  });
  afterAll(() => app.stop());

  const range = { start: new Date(Date.now() - 3_600_000).toISOString(), end: new Date().toISOString() };
  const day = new Date().toISOString().slice(0, 10);
  type Case = [call: AnyCall, body: (id: number) => object, which: keyof typeof ids];
  const cases: Case[] = [
    [getIotRawVals, (id) => ({ point_ids: [id], ...range }), 'temp'],
    [getIotHourlyVals, (id) => ({ point_ids: [id], ...range }), 'temp'],
    [getIotHourlyList, (id) => ({ point_ids: [id], ...range }), 'temp'],
    [getIotDailyVals, (id) => ({ point_ids: [id], start_day: day, end_day: day }), 'temp'],
    [getIotLast24, (id) => ({ point_ids: [id] }), 'temp'],
    [getIotExtremeList, (id) => ({ point_ids: [id], start_day: day, end_day: day }), 'temp'],
    [createIotExport, (id) => ({ point_ids: [id], ...range, grain: 'raw', format: 'csv' }), 'temp'],
    [getIotAnalysisCompare, (id) => ({ point_ids: [id], ...range }), 'temp'],
    [getIotAnalysisProfile, (id) => ({ point_ids: [id], ...range }), 'temp'],
    [saveIotAnalysisSet, (id) => ({ set_id: id, name: '改名', point_ids: [own], range_days: 7 }), 'set'],
    [deleteIotAnalysisSet, (id) => ({ set_id: id }), 'set'],
    [getIotFacState, (id) => ({ gw_id: id }), 'gw'],
    [updateIotGw, (id) => ({ gw_id: id, name: '改名', area_id: null }), 'gw'],
    [createIotDev, (id) => ({ gw_id: id, code: 'x1', kind: 'sensor', name: '新设备' }), 'gw'],
    [simInjectAnomaly, (id) => ({ gw_id: id, kind: 'clear' }), 'gw'],
    [updateIotDev, (id) => ({ point_id: id, name: '改名' }), 'temp'],
    [saveIotDevgrp, (id) => ({ grp_id: id, name: '改名' }), 'grp'],
    [setIotDevgrpPoints, (id) => ({ grp_id: id, point_ids: [] }), 'grp'],
    [iotSwitchCtrl, (id) => ({ point_id: id, action: 'open' }), 'fan'],
    [saveIotPointAlarm, (id) => ({ point_id: id, high: 30, low: null }), 'temp'],
    [getFacAlarmDetail, (id) => ({ alarm_id: id }), 'alarm'],
    [closeFacAlarmlog, (id) => ({ alarm_id: id, reason: '已处理完毕' }), 'alarm'],
    [ackAlarm, (id) => ({ alarm_id: id }), 'alarm'],
    [getIotRule, (id) => ({ rule_id: id }), 'rule'],
    [enableIotRule, (id) => ({ rule_id: id, enabled: false }), 'rule'],
    [lockIotSwitch, (id) => ({ point_id: id, minutes: 10 }), 'fan'],
    [unlockIotSwitch, (id) => ({ point_id: id }), 'fan'],
    [deleteIotDev, (id) => ({ point_id: id }), 'temp'],
    [deleteIotDevgrp, (id) => ({ grp_id: id }), 'grp'],
    [deleteIotRule, (id) => ({ rule_id: id }), 'rule'],
    [rotateIotGwSecret, (id) => ({ gw_id: id }), 'gw'],
    [deleteIotGw, (id) => ({ gw_id: id }), 'gw'],
  ];

  it.each(cases.map(([def, body, which]) => ({ url: def.url, def, body, which })))('$url', async ({ def, body, which }) => {
    const foreign = await callRaw(app, def, { fid: DEMO_FID, ...body(ids[which]) }, token);
    const missing = await callRaw(app, def, { fid: DEMO_FID, ...body(MISSING) }, token);
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    // A message may name the id that was asked for (the caller's own input); apart from that it is the same.
    const asked = (r: typeof foreign, id: number) => ({
      status: r.status,
      body: { ...r.body, msg: r.body.msg.replace(new RegExp(`(?<!\\d)${id}(?!\\d)`, 'g'), '#') },
    });
    expect(asked(foreign, ids[which])).toEqual(asked(missing, MISSING));
  });

  it('left the other factory’s objects as they were', async () => {
    const gws = await dataOf(app, getIotFacStates, { fid: NURSERY_FID }, token);
    expect(gws.find((g) => g.sn === sn)).toMatchObject({ name: '外厂网关', points: [expect.anything(), expect.anything()] });
    expect((await callOf(app, getIotRule, { fid: NURSERY_FID, rule_id: ids.rule }, token)).body.code).toBe(200);
    const alarm = (await callOf(app, getFacAlarmDetail, { fid: NURSERY_FID, alarm_id: ids.alarm }, token)).body.data as { status: string };
    expect(alarm.status).toBe('valid');
  });
});
