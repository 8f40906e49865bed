import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomGateway } from '@pfs/sim';
import type { CallBody } from '@pfs/domain';
import { createIotGw, getIotFacStates, iotSwitchCtrl, rotateIotGwSecret } from '@pfs/domain/iot-gateway';
import { getIotLogList } from '@pfs/domain/iotlog';
import { DEMO, DEMO_FID, GROWER, createTestApp, login, type TestApp, callOf, callRaw, dataOf } from './test-app.js';

describe('IoT log (物联网日志)', () => {
  let app: TestApp;
  let token: string;
  let gw: RoomGateway | null = null;
  const sn = `log${Date.now().toString(36)}${process.env.TEST_DB === 'postgres' ? 'p' : 'l'}`;
  type Filter = Omit<CallBody<typeof getIotLogList>, 'fid'>;
  const logs = (body: Filter = {}, t = token) => callOf(app, getIotLogList, { fid: DEMO_FID, ...body }, t);
  const items = async (body: Filter = {}) => (await dataOf(app, getIotLogList, { fid: DEMO_FID, ...body }, token)).items;

  beforeAll(async () => {
    app = await createTestApp({ IOT: 'on', MQTT_PORT: '0', IOT_COMMAND_TTL_SECONDS: '5' });
    token = await login(app, DEMO.uniNo, DEMO.password);
  });
  afterAll(async () => {
    await gw?.stop();
    await app.stop();
  });

  it('records gateway creation, going online, a command with who asked and its outcome; filters by kind, member and keyword', async () => {
    const created = await callOf(app, createIotGw, { fid: DEMO_FID, sn, name: '日志测试网关' }, token);
    const { secret, gw_id } = created.body.data!;
    gw = new RoomGateway({ url: app.iot!.brokerUrl, sn, secret, intervalMs: 200 });
    await gw.start();
    let fan: number | undefined;
    await expect
      .poll(
        async () => {
          const states = await dataOf(app, getIotFacStates, { fid: DEMO_FID }, token);
          fan = states.find((g) => g.sn === sn)?.points.find((p) => p.code === 'fan')?.point_id;
          return fan;
        },
        { timeout: 10_000 },
      )
      .toBeDefined();
    const req = await callOf(app, iotSwitchCtrl, { fid: DEMO_FID, point_id: fan!, action: 'open' }, token);
    const reqId = req.body.data!.req_id;

    await expect.poll(async () => (await items({ kind: 'ctrl' })).find((i) => i.detail.req_id === reqId)?.detail.status, { timeout: 10_000 }).toBe('done');
    const ctrl = (await items({ kind: 'ctrl' })).find((i) => i.detail.req_id === reqId && i.detail.status === 'done')!;
    expect(ctrl).toMatchObject({ kind: 'ctrl', kind_label: '设备控制', cname: '张厂长', target: '日志测试网关 循环风机' });
    expect(ctrl.content).toBe('手动开启：已执行');

    const all = await items();
    expect(all.some((i) => i.kind === 'config' && i.content === `新建网关 ${sn}` && i.cname === '张厂长')).toBe(true);
    expect(all.some((i) => i.kind === 'gateway' && i.target === '日志测试网关' && i.content === '网关上线')).toBe(true);
    // Kind filter keeps only that kind.
    expect((await items({ kind: 'gateway' })).every((i) => i.kind === 'gateway')).toBe(true);

    await callOf(app, rotateIotGwSecret, { fid: DEMO_FID, gw_id }, token);
    const rotated = await items({ kind: 'config', keyword: '更换' });
    expect(rotated).toHaveLength(1);
    expect(rotated[0]!.content).toBe(`更换网关 ${sn} 的密钥`);
    expect(JSON.stringify(rotated[0]!.detail)).not.toContain(secret);

    // Member, keyword and time filters.
    const uid = all.find((i) => i.cname === '张厂长')!.uid!;
    expect((await items({ uid })).every((i) => i.uid === uid)).toBe(true);
    expect((await items({ keyword: '循环风机' })).every((i) => i.target.includes('循环风机') || i.content.includes('循环风机'))).toBe(true);
    expect(await items({ keyword: '100%_' })).toEqual([]);
    expect(await items({ end: '2020-01-01T00:00:00Z' })).toEqual([]);
    const page = await dataOf(app, getIotLogList, { fid: DEMO_FID, page: 1, size: 1 }, token);
    expect(page.items).toHaveLength(1);
    expect(page.total_ct).toBeGreaterThanOrEqual(4);
  });

  it('needs syslog.list; bad filters are refused with a Chinese message', async () => {
    const grower = await login(app, GROWER.uniNo, GROWER.password);
    expect((await logs({}, grower)).status).toBe(403);
    const bad = await callRaw(app, getIotLogList, { fid: DEMO_FID, kind: 'weather' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('日志类型');
    const t = await callRaw(app, getIotLogList, { fid: DEMO_FID, start: 'yesterday' }, token);
    expect(t.status).toBe(400);
    expect(t.body.msg).toContain('时间格式');
  });

  it('other modules can write entries (strategy, lock) through IotLogService.write', async () => {
    await app.services.iotlog.write({ fid: DEMO_FID, uid: null, kind: 'rule', target: '夜间补光', content: '启用策略', detail: { rule_id: 7 } });
    const [e] = await items({ kind: 'rule' });
    expect(e).toMatchObject({ kind_label: '策略', cname: '', target: '夜间补光', content: '启用策略', detail: { rule_id: 7 } });
  });
});
