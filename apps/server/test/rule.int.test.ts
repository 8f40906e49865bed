import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { createIotGw, getIotFacStates } from '@pfs/domain/iot-gateway';
import { topicOf } from '@pfs/domain/iot-ingest';
import { getIotLogList } from '@pfs/domain/iotlog';
import {
  createIotRule,
  deleteIotRule,
  enableIotRule,
  getIotRule,
  getIotRuleExecList,
  getIotRuleList,
  getIotSwitchLocks,
  lockIotSwitch,
  testIotRule,
  unlockIotSwitch,
  updateIotRule,
} from '@pfs/domain/rule';
import { tryLeadership } from '../src/modules/rule/rule-leader.js';
import { DEMO, DEMO_FID, GROWER, callOf, callRaw, createTestApp, dataOf, login, type TestApp } from './test-app.js';

type Step = { point_id: number; action: string; status: string; note: string; req_id: string | null; outcome: string | null };
type Exec = { exec_id: number; rule_id: number; phase: string; result: string; reason: string; trigger: { point_id: number; v: number | null }[]; steps: Step[] };

/** A time zone in which it is about 22:00 now, so that a lights window 18:00–06:00 is in force. */
function eveningZone() {
  let x = 22 - new Date().getUTCHours();
  if (x > 14) x -= 24;
  if (x < -12) x += 24;
  return x >= 0 ? `Etc/GMT-${x}` : `Etc/GMT+${-x}`;
}

let app: TestApp;
let token: string;
let growerToken: string;
const uniq = `ru${Date.now().toString(36)}${process.env.TEST_DB === 'postgres' ? 'p' : 'l'}`;
const clients: MqttClient[] = [];

const execs = async (body: object = {}) => ((await callOf(app, getIotRuleExecList, { fid: DEMO_FID, size: 100, ...body }, token)).body.data as { items: Exec[]; total_ct: number });
const execsOf = async (ruleId: number) => (await execs({ rule_id: ruleId })).items;

/** A gateway under test control: readings with chosen timestamps; commands acknowledged and applied at once. */
async function gateway(sn: string) {
  const { secret } = await dataOf(app, createIotGw, { fid: DEMO_FID, sn, name: `策略网关 ${sn}` }, token);
  const c = await mqtt.connectAsync(app.iot!.brokerUrl, { username: sn, password: secret, clientId: `gw-${sn}` });
  clients.push(c);
  const cmds: { point: string; action: string; value: number | null }[] = [];
  const state = (point: string, on: boolean, value: number | null = null) =>
    c.publishAsync(topicOf(sn, 'state'), JSON.stringify({ point, state: { on, value }, cause: 'cmd', ts: Date.now() }), { qos: 1 });
  const seen = new Set<string>();
  c.on('message', (_t, payload) => {
    const cmd = JSON.parse(payload.toString()) as { id: string; point: string; action: string; value: number | null };
    // QoS 1 delivers at least once (a reconnect under load re-sends): a gateway acts on a command id once.
    if (!seen.has(cmd.id)) cmds.push(cmd);
    seen.add(cmd.id);
    const on = cmd.action !== 'close';
    void state(cmd.point, on, cmd.value).then(() => c.publishAsync(topicOf(sn, 'cmd/ack'), JSON.stringify({ id: cmd.id, status: 'done', state: { on, value: cmd.value } }), { qos: 1 }));
  });
  await c.subscribeAsync(topicOf(sn, 'cmd'), { qos: 1 });
  const points = [
    { code: 'temp', kind: 'sensor', name: '空气温度', unit: '°C' },
    { code: 'fan', kind: 'switch', name: '循环风机', writable: true },
    { code: 'led', kind: 'switch', name: 'LED 补光灯', unit: '%', writable: true, min: 0, max: 100 },
  ];
  await c.publishAsync(topicOf(sn, 'birth'), JSON.stringify({ ts: Date.now(), points }), { qos: 1 });
  const send = (v: number, ts = Date.now()) => c.publishAsync(topicOf(sn, 'telemetry'), JSON.stringify({ seq: 1, points: { temp: [{ ts, v }] } }), { qos: 1 });
  const ids = async () => {
    const gws = await dataOf(app, getIotFacStates, { fid: DEMO_FID }, token);
    return gws.find((g) => g.sn === sn)?.points ?? [];
  };
  await expect.poll(async () => (await ids()).length, { timeout: 10_000 }).toBe(3);
  const id = async (code: string) => (await ids()).find((p) => p.code === code)!.point_id;
  await state('fan', false);
  await state('led', false, 0);
  return { c, send, cmds, temp: await id('temp'), fan: await id('fan'), led: await id('led'), point: async (code: string) => (await ids()).find((p) => p.code === code)! };
}

const rule = (over: object) => ({ fid: DEMO_FID, name: '高温开风机', priority: 50, match: 'all', ...over });
const create = async (over: object, tk = token) => callRaw(app, createIotRule, rule(over), tk);
const ruleId = (r: { body: { data?: unknown } }) => (r.body.data as { rule_id: number }).rule_id;

beforeAll(async () => {
  app = await createTestApp({ IOT: 'on', MQTT_PORT: '0', IOT_COMMAND_TTL_SECONDS: '5', TIME_ZONE: eveningZone() });
  token = await login(app, DEMO.uniNo, DEMO.password);
  growerToken = await login(app, GROWER.uniNo, GROWER.password);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync()));
  await app.stop();
});

describe('strategies: saving', () => {
  it('validates against the factory points with Chinese messages, and only cfg.iot.edit may save', async () => {
    const g = await gateway(`${uniq}-v`);
    const ok = { conditions: [{ point_id: g.temp, op: 'gt', value: 28 }], actions: [{ act_type: 'switch', point_id: g.fan, action: 'open' }] };
    expect((await create({ ...ok, conditions: [{ point_id: 999_999, op: 'gt', value: 28 }] })).body.msg).toContain('点位不存在');
    expect((await create({ ...ok, conditions: [{ point_id: g.fan, op: 'gt', value: 28 }] })).body.msg).toContain('循环风机」是开关');
    const range = await create({ ...ok, actions: [{ act_type: 'switch', point_id: g.led, action: 'number', value: 150 }] });
    expect(range.status).toBe(400);
    expect(range.body.msg).toContain('0 到 100');
    expect((await create({ ...ok, actions: [] })).body.msg).toContain('动作列表不能为空');
    expect((await create({ ...ok, windows: [{ start: '25:00', end: '06:00' }] })).body.msg).toContain('HH:mm');
    expect((await create({ ...ok, actions: [{ act_type: 'switch', point_id: g.temp, action: 'open' }] })).body.msg).toContain('不是可控开关');
    expect((await create(ok, growerToken)).status).toBe(403);

    const saved = await create({ ...ok, enabled: false, actions: [{ act_type: 'switch', point_id: g.fan, action: 'open' }, { act_type: 'delay', delay_s: 30 }, { act_type: 'switch', point_id: g.led, action: 'number', value: 60 }] });
    expect(saved.body.code).toBe(200);
    const id = ruleId(saved);
    const list = (await callOf(app, getIotRuleList, { fid: DEMO_FID }, growerToken)).body.data as { rule_id: number; version: string; summary_actions: string; summary_conditions: string; status: string }[];
    const mine = list.find((r) => r.rule_id === id)!;
    expect(mine).toMatchObject({ version: '1.3', status: 'disabled', summary_conditions: '空气温度 大于 28 °C'.replace('空气温度', `策略网关 ${uniq}-v 空气温度`) });
    expect(mine.summary_actions).toBe(`打开 策略网关 ${uniq}-v 循环风机，设为 60% 策略网关 ${uniq}-v LED 补光灯`);
    expect((await callOf(app, enableIotRule, { fid: DEMO_FID, rule_id: id, enabled: true }, growerToken)).status).toBe(403);
    expect((await callRaw(app, updateIotRule, { ...rule(ok), rule_id: id, name: '高温通风' }, token)).body.code).toBe(200);
    expect(((await callOf(app, getIotRule, { fid: DEMO_FID, rule_id: id }, token)).body.data as { name: string }).name).toBe('高温通风');
    expect((await callOf(app, deleteIotRule, { fid: DEMO_FID, rule_id: id }, token)).body.code).toBe(200);
    expect((await callOf(app, getIotRule, { fid: DEMO_FID, rule_id: id }, token)).status).toBe(404);
  });
});

describe('strategies: running', () => {
  it('a reading over the threshold opens the fan once, with an execution record and the gateway outcome', async () => {
    const g = await gateway(`${uniq}-f`);
    const id = ruleId(await create({ conditions: [{ point_id: g.temp, op: 'gt', value: 28, hysteresis: 1 }], actions: [{ act_type: 'switch', point_id: g.fan, action: 'open' }] }));
    await g.send(25);
    await g.send(30.5);
    await expect.poll(async () => (await execsOf(id))[0]?.steps[0]?.outcome, { timeout: 10_000 }).toBe('done');
    const [rec] = await execsOf(id);
    expect(rec).toMatchObject({ phase: 'enter', result: 'acted', trigger: [{ point_id: g.temp, v: 30.5 }] });
    expect(rec!.steps[0]).toMatchObject({ point_id: g.fan, action: 'open', status: 'sent' });
    await expect.poll(async () => (await g.point('fan')).on, { timeout: 10_000 }).toBe(true);
    // Hovering inside the hysteresis band: no new start, nothing sent again.
    await g.send(27.5);
    await g.send(29);
    await new Promise((r) => setTimeout(r, 500));
    expect((await execsOf(id)).filter((e) => e.phase === 'enter')).toHaveLength(1);
    expect(g.cmds.filter((c) => c.point === 'fan')).toHaveLength(1);
  });

  it('no flapping: within the minimum interval the reverse command waits, and it is said why', async () => {
    const g = await gateway(`${uniq}-i`);
    const id = ruleId(await create({ min_interval_s: 600, otherwise: 'reverse', conditions: [{ point_id: g.temp, op: 'gt', value: 28 }], actions: [{ act_type: 'switch', point_id: g.fan, action: 'open' }] }));
    await g.send(30);
    await expect.poll(async () => (await execsOf(id))[0]?.steps[0]?.outcome, { timeout: 10_000 }).toBe('done');
    await g.send(20);
    await expect.poll(async () => (await execsOf(id))[0]?.phase, { timeout: 10_000 }).toBe('exit');
    expect((await execsOf(id))[0]!.steps[0]).toMatchObject({ action: 'close', status: 'waiting', note: '距上次指令不足 600 秒，稍后执行' });
    expect(g.cmds).toHaveLength(1);
  });

  it('a stale reading never drives the switch; the record says why', async () => {
    const g = await gateway(`${uniq}-s`);
    const id = ruleId(await create({ max_age_min: 2, conditions: [{ point_id: g.temp, op: 'gt', value: 28 }], actions: [{ act_type: 'switch', point_id: g.fan, action: 'open' }] }));
    await g.send(35, Date.now() - 5 * 60_000);
    await expect.poll(async () => (await execsOf(id))[0]?.result, { timeout: 10_000 }).toBe('stale');
    expect((await execsOf(id))[0]!.reason).toMatch(/最新读数已 5 分钟未更新（数据有效期 2 分钟），不据此执行/);
    expect(g.cmds).toHaveLength(0);
    expect((await execs({ result: 'stale' })).items.some((e) => e.rule_id === id)).toBe(true);
  });

  it('two strategies want different states: the higher priority decides and the loser is recorded', async () => {
    const g = await gateway(`${uniq}-p`);
    const cond = [{ point_id: g.temp, op: 'gt', value: 28 }];
    const high = ruleId(await create({ name: '高温保持风机关闭', priority: 80, conditions: cond, actions: [{ act_type: 'switch', point_id: g.fan, action: 'close' }] }));
    const low = ruleId(await create({ name: '高温开风机', priority: 20, conditions: cond, actions: [{ act_type: 'switch', point_id: g.fan, action: 'open' }] }));
    await g.send(31);
    await expect.poll(async () => (await execsOf(low))[0]?.result, { timeout: 10_000 }).toBe('lost');
    expect((await execsOf(low))[0]!.steps[0]!.note).toContain('「高温保持风机关闭」（优先级 80）');
    expect((await execsOf(high))[0]!.result).toBe('in_state');
    expect(g.cmds).toHaveLength(0);
  });

  it('a switch locked by a manual override is not driven until the lock ends; lock needs iot.ctrl and shows who and until when', async () => {
    const g = await gateway(`${uniq}-l`);
    expect((await callOf(app, lockIotSwitch, { fid: DEMO_FID, point_id: g.fan, minutes: 30 }, growerToken)).status).toBe(403);
    expect((await callOf(app, lockIotSwitch, { fid: DEMO_FID, point_id: g.temp, minutes: 30 }, token)).body.msg).toContain('不是可控开关');
    const locked = await callOf(app, lockIotSwitch, { fid: DEMO_FID, point_id: g.fan, minutes: 30, reason: '检修' }, token);
    expect(locked.body.data).toMatchObject({ cname: '张厂长', reason: '检修' });
    const id = ruleId(await create({ conditions: [{ point_id: g.temp, op: 'gt', value: 28 }], actions: [{ act_type: 'switch', point_id: g.fan, action: 'open' }] }));
    await g.send(33);
    await expect.poll(async () => (await execsOf(id))[0]?.result, { timeout: 10_000 }).toBe('locked');
    expect((await execsOf(id))[0]!.steps[0]!.note).toContain('张厂长');
    expect(g.cmds).toHaveLength(0);
    expect((await callOf(app, unlockIotSwitch, { fid: DEMO_FID, point_id: g.fan }, token)).body.code).toBe(200);
    // Once the lock ends, the strategy still in force carries out what the lock held back.
    await expect.poll(async () => (await execsOf(id))[0]?.steps[0]?.outcome, { timeout: 10_000 }).toBe('done');
    expect((await execsOf(id))[0]).toMatchObject({ result: 'acted', steps: [{ note: '已下发，等待网关确认' }] });
    expect(((await callOf(app, getIotSwitchLocks, { fid: DEMO_FID }, token)).body.data as unknown[]).length).toBe(0);
    const log = await dataOf(app, getIotLogList, { fid: DEMO_FID, kind: 'lock', page: 1, size: 20 }, token);
    expect(log.items.map((i) => i.content)).toEqual(expect.arrayContaining(['锁定开关 30 分钟，期间策略不控制它（检修）', '解除开关锁定，策略恢复控制']));
  });

  it('after a restart the engine re-evaluates at once: a lights window 18:00–06:00 active at boot switches the lights on', async () => {
    const g = await gateway(`${uniq}-r`);
    await app.services.ruleEngine.stop();
    const id = ruleId(
      await create({ name: '夜间补光', windows: [{ start: '18:00', end: '06:00' }], otherwise: 'reverse', actions: [{ act_type: 'switch', point_id: g.led, action: 'number', value: 80 }] }),
    );
    expect(await execsOf(id)).toHaveLength(0);
    await app.services.ruleEngine.start();
    await expect.poll(async () => (await execsOf(id))[0]?.steps[0]?.outcome, { timeout: 10_000 }).toBe('done');
    expect((await execsOf(id))[0]).toMatchObject({ phase: 'enter', result: 'acted' });
    await expect.poll(async () => (await g.point('led')).value, { timeout: 10_000 }).toBe(80);
  });

  it('only one server instance runs the strategies (PostgreSQL advisory lock; PGlite is single-process)', async () => {
    const second = await tryLeadership(app.dbHandle.kind, app.dbHandle.db);
    if (app.dbHandle.kind === 'postgres') expect(second).toBeNull();
    else expect(second).not.toBeNull();
    await second?.release();
  });

  it('test now: evaluates with current values without sending', async () => {
    const g = await gateway(`${uniq}-d`);
    await g.send(30);
    await expect.poll(async () => (await g.point('temp')).value, { timeout: 10_000 }).toBe(30);
    const r = await callRaw(app, testIotRule, rule({ conditions: [{ point_id: g.temp, op: 'gt', value: 28 }], actions: [{ act_type: 'switch', point_id: g.fan, action: 'open' }] }), growerToken);
    expect(r.body.data).toMatchObject({ active: true, conditions: [{ value: 30, met: true, stale: false }], steps: [{ outcome: '将下发指令' }] });
    expect(g.cmds).toHaveLength(0);
  });

  it('test now says what the engine records: an older strategy of equal priority wanting the switch otherwise takes it', async () => {
    const g = await gateway(`${uniq}-e`);
    const cond = [{ point_id: g.temp, op: 'gt', value: 28 }];
    const older = ruleId(await create({ name: '高温保持风机关闭', conditions: cond, actions: [{ act_type: 'switch', point_id: g.fan, action: 'close' }] }));
    await g.send(31);
    await expect.poll(async () => (await execsOf(older))[0]?.result, { timeout: 10_000 }).toBe('in_state');
    const body = rule({ name: '高温开风机', conditions: cond, actions: [{ act_type: 'switch', point_id: g.fan, action: 'open' }] });
    const lost = '被同优先级但更早创建的「高温保持风机关闭」占用';
    expect((await callRaw(app, testIotRule, body, growerToken)).body.data).toMatchObject({ active: true, steps: [{ outcome: lost }] });
    const newer = ruleId(await create(body));
    await expect.poll(async () => (await execsOf(newer))[0]?.result, { timeout: 10_000 }).toBe('lost');
    expect((await execsOf(newer))[0]!.steps[0]!.note).toBe('被同优先级但更早创建的「高温保持风机关闭」（优先级 50）占用');
    expect((await callRaw(app, testIotRule, { ...body, rule_id: newer }, growerToken)).body.data).toMatchObject({ steps: [{ outcome: lost }] });
    expect(g.cmds).toHaveLength(0);
  });
});
