import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ackAlarm, closeFacAlarmlog, createIotRule, deleteIotAnalysisSet, deleteIotRule, enableIotRule, getFacAlarmDetail, getFacAlarmlogList, getIotAnalysisCompare, getIotAnalysisProfile, getIotAnalysisSetList, getIotRule, lockIotSwitch, saveIotAnalysisSet, saveIotPointAlarm, topicOf, unlockIotSwitch } from '@pfs/domain';
import { DEMO, DEMO_FID, NURSERY_FID, call, createTestApp, login, type TestApp, callOf } from './test-app.js';

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
    const in2 = async <T>(url: string, body: object) => {
      const r = await call(app, url, { fid: NURSERY_FID, ...body }, token);
      if (r.body.code !== 200) throw new Error(`${url}: ${r.body.msg}`);
      return r.body.data as T;
    };
    ids.gw = (await in2<{ gw_id: number }>('/api/create_iot_gw', { sn, name: '外厂网关' })).gw_id;
    const ingest = (kind: 'birth' | 'telemetry', body: object) => app.services.ingest.handle(topicOf(sn, kind), Buffer.from(JSON.stringify(body)));
    await ingest('birth', { ts: Date.now(), points: [{ code: 't', kind: 'sensor', name: '温度' }, { code: 'fan', kind: 'switch', name: '风机', writable: true }] });
    await ingest('telemetry', { seq: 1, points: { t: [{ ts: Date.now() - 60_000, v: 40 }] } });
    // One sensor of factory 1 for bodies that need a valid point besides the id under test.
    await app.services.ingest.handle(topicOf('demo-grow-1', 'birth'), Buffer.from(JSON.stringify({ ts: Date.now(), points: [{ code: 'air_temp', kind: 'sensor' }] })));
    await app.services.ingest.flush();
    own = ((await call(app, '/api/get_iot_fac_states', { fid: DEMO_FID }, token)).body.data as { sn: string; points: { code: string; point_id: number }[] }[])
      .find((g) => g.sn === 'demo-grow-1')!
      .points.find((p) => p.code === 'air_temp')!.point_id;
    const pts = (await in2<{ sn: string; points: { code: string; point_id: number }[] }[]>('/api/get_iot_fac_states', {})).find((g) => g.sn === sn)!.points;
    ids.temp = pts.find((p) => p.code === 't')!.point_id;
    ids.fan = pts.find((p) => p.code === 'fan')!.point_id;
    await in2('/api/save_iot_devgrp', { name: `外厂分组${sn}` });
    ids.grp = (await in2<{ grp_id: number; name: string }[]>('/api/get_iot_devgrp_list', {})).find((g) => g.name === `外厂分组${sn}`)!.grp_id;
    await in2(saveIotAnalysisSet.url, { name: '外厂分析', point_ids: [ids.temp], range_days: 7 });
    ids.set = (await in2<{ set_id: number; name: string }[]>(getIotAnalysisSetList.url, {})).find((s) => s.name === '外厂分析')!.set_id;
    ids.rule = (await in2<{ rule_id: number }>(createIotRule.url, { name: '外厂策略', priority: 50, match: 'all', conditions: [{ point_id: ids.temp, op: 'gt', value: 28 }], actions: [{ act_type: 'switch', point_id: ids.fan, action: 'open' }] })).rule_id;
    await app.services.alarms.raise(NURSERY_FID, 'point', ids.temp, 'high', 1, '外厂告警');
    ids.alarm = (await in2<{ items: { alarm_id: number; title: string }[] }>(getFacAlarmlogList.url, { size: 100 })).items.find((a) => a.title === '外厂告警')!.alarm_id;
  });
  afterAll(() => app.stop());

  const range = { start: new Date(Date.now() - 3_600_000).toISOString(), end: new Date().toISOString() };
  const day = new Date().toISOString().slice(0, 10);
  type Case = [url: string, body: (id: number) => object, which: keyof typeof ids];
  const cases: Case[] = [
    ['/api/get_iot_raw_vals', (id) => ({ point_ids: [id], ...range }), 'temp'],
    ['/api/get_iot_hourly_vals', (id) => ({ point_ids: [id], ...range }), 'temp'],
    ['/api/get_iot_hourly_list', (id) => ({ point_ids: [id], ...range }), 'temp'],
    ['/api/get_iot_daily_vals', (id) => ({ point_ids: [id], start_day: day, end_day: day }), 'temp'],
    ['/api/get_iot_last24', (id) => ({ point_ids: [id] }), 'temp'],
    ['/api/get_iot_extreme_list', (id) => ({ point_ids: [id], start_day: day, end_day: day }), 'temp'],
    ['/api/create_iot_export', (id) => ({ point_ids: [id], ...range, grain: 'raw', format: 'csv' }), 'temp'],
    [getIotAnalysisCompare.url, (id) => ({ point_ids: [id], ...range }), 'temp'],
    [getIotAnalysisProfile.url, (id) => ({ point_ids: [id], ...range }), 'temp'],
    [saveIotAnalysisSet.url, (id) => ({ set_id: id, name: '改名', point_ids: [own], range_days: 7 }), 'set'],
    [deleteIotAnalysisSet.url, (id) => ({ set_id: id }), 'set'],
    ['/api/get_iot_fac_state', (id) => ({ gw_id: id }), 'gw'],
    ['/api/update_iot_gw', (id) => ({ gw_id: id, name: '改名', area_id: null }), 'gw'],
    ['/api/create_iot_dev', (id) => ({ gw_id: id, code: 'x1', kind: 'sensor', name: '新设备' }), 'gw'],
    ['/api/sim_inject_anomaly', (id) => ({ gw_id: id, kind: 'clear' }), 'gw'],
    ['/api/update_iot_dev', (id) => ({ point_id: id, name: '改名' }), 'temp'],
    ['/api/save_iot_devgrp', (id) => ({ grp_id: id, name: '改名' }), 'grp'],
    ['/api/set_iot_devgrp_points', (id) => ({ grp_id: id, point_ids: [] }), 'grp'],
    ['/api/iot_switch_ctrl', (id) => ({ point_id: id, action: 'open' }), 'fan'],
    [saveIotPointAlarm.url, (id) => ({ point_id: id, high: 30, low: null }), 'temp'],
    [getFacAlarmDetail.url, (id) => ({ alarm_id: id }), 'alarm'],
    [closeFacAlarmlog.url, (id) => ({ alarm_id: id, reason: '已处理完毕' }), 'alarm'],
    [ackAlarm.url, (id) => ({ alarm_id: id }), 'alarm'],
    [getIotRule.url, (id) => ({ rule_id: id }), 'rule'],
    [enableIotRule.url, (id) => ({ rule_id: id, enabled: false }), 'rule'],
    [lockIotSwitch.url, (id) => ({ point_id: id, minutes: 10 }), 'fan'],
    [unlockIotSwitch.url, (id) => ({ point_id: id }), 'fan'],
    ['/api/delete_iot_dev', (id) => ({ point_id: id }), 'temp'],
    ['/api/delete_iot_devgrp', (id) => ({ grp_id: id }), 'grp'],
    [deleteIotRule.url, (id) => ({ rule_id: id }), 'rule'],
    ['/api/rotate_iot_gw_secret', (id) => ({ gw_id: id }), 'gw'],
    ['/api/delete_iot_gw', (id) => ({ gw_id: id }), 'gw'],
  ];

  it.each(cases)('%s', async (url, body, which) => {
    const foreign = await call(app, url, { fid: DEMO_FID, ...body(ids[which]) }, token);
    const missing = await call(app, url, { fid: DEMO_FID, ...body(MISSING) }, token);
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    // A message may name the id that was asked for (the caller's own input); apart from that it is the same.
    const asked = (r: typeof foreign, id: number) => ({ status: r.status, body: { ...r.body, msg: r.body.msg.replace(new RegExp(`(?<!\\d)${id}(?!\\d)`, 'g'), '#') } });
    expect(asked(foreign, ids[which])).toEqual(asked(missing, MISSING));
  });

  it('left the other factory’s objects as they were', async () => {
    const gws = (await call(app, '/api/get_iot_fac_states', { fid: NURSERY_FID }, token)).body.data as { sn: string; name: string; points: unknown[] }[];
    expect(gws.find((g) => g.sn === sn)).toMatchObject({ name: '外厂网关', points: [expect.anything(), expect.anything()] });
    expect((await callOf(app, getIotRule, { fid: NURSERY_FID, rule_id: ids.rule }, token)).body.code).toBe(200);
    const alarm = (await callOf(app, getFacAlarmDetail, { fid: NURSERY_FID, alarm_id: ids.alarm }, token)).body.data as { status: string };
    expect(alarm.status).toBe('valid');
  });
});
