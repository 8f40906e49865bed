import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallBody } from '@pfs/domain';
import { ackAlarm, closeFacAlarmlog, getFacAlarmDetail, getFacAlarmlogList } from '@pfs/domain/alarm';
import { delAlarmNotifyRule, getAlarmNotifyLog, getAlarmNotifyMembers, saveAlarmNotifyChannel, saveAlarmNotifyRule } from '@pfs/domain/alarm-notify';
import { getFacEvtLogList } from '@pfs/domain/syslog';
import { DEMO, DEMO_FID, GROWER, NURSERY_FID, createTestApp, dataOf, login, type TestApp, callOf, callRaw } from './test-app.js';
import { startProviders } from './alarm-notify-fakes.js';
import { AlarmNotifyRepository } from '../src/modules/alarm-notify/alarm-notify.repository.js';
import { NotifyWorker } from '../src/modules/alarm-notify/notify-worker.js';
import { deliverWecom } from '../src/modules/alarm-notify/notify-wecom.js';
import { deliverDingtalk } from '../src/modules/alarm-notify/notify-dingtalk.js';
import { deliverWebhook } from '../src/modules/alarm-notify/notify-webhook.js';
import { deliverSms } from '../src/modules/alarm-notify/notify-sms.js';
import { emailDeliver } from '../src/modules/alarm-notify/notify-email.js';

type Member = { uid: number; cname: string };

let app: TestApp, token: string;
let fake: Awaited<ReturnType<typeof startProviders>>;
let zhang: Member, li: Member, qian: Member;
let src = 95_000;
/** A worker as the leader runs it, on the test's clock; a new one per call is what a restart is. */
const newWorker = (timeoutMs = 300) =>
  new NotifyWorker(
    new AlarmNotifyRepository(app.dbHandle.db),
    { email: emailDeliver(null), wecom: deliverWecom, dingtalk: deliverDingtalk, webhook: deliverWebhook, sms: deliverSms },
    app.log,
    { timeZone: 'Asia/Shanghai', timeoutMs },
  );
const channel = async (name: string, path: string) =>
  (await dataOf(app, saveAlarmNotifyChannel, { fid: DEMO_FID, name, config: { kind: 'wecom', msgtype: 'text', url: `${fake.base}${path}?key=k` } }, token))
    .channel_id;
const rule = async (body: Omit<CallBody<typeof saveAlarmNotifyRule>, 'fid' | 'name'>) =>
  (await dataOf(app, saveAlarmNotifyRule, { fid: DEMO_FID, name: '夜间值班', ...body }, token)).rule_id;
const logOf = async (alarm_id: number) => (await dataOf(app, getAlarmNotifyLog, { fid: DEMO_FID, alarm_id, size: 50 }, token)).items;
async function raise(level: number, title: string) {
  await app.services.alarms.raise(DEMO_FID, 'point', ++src, 'high', level, title, 30);
  const list = await dataOf(app, getFacAlarmlogList, { fid: DEMO_FID, status: 'valid', size: 200 }, token);
  return list.items.find((a) => a.title === title)!.alarm_id;
}
/** The last moment before `now` whose Asia/Shanghai clock reads hh:mm. */
const lastLocal = (hh: number, mm: number, now = Date.now()) => {
  const d = new Date(now);
  const utc = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hh - 8, mm);
  return utc <= now ? (now - utc >= 86_400_000 ? utc + 86_400_000 : utc) : utc - 86_400_000;
};

beforeAll(async () => {
  app = await createTestApp();
  token = await login(app, DEMO.uniNo, DEMO.password);
  fake = await startProviders({ dingtalk: 'x', smsSecret: 'y' });
  await app.services.notifyWorker.stop();
  const members = await dataOf(app, getAlarmNotifyMembers, { fid: DEMO_FID }, token);
  [zhang, li, qian] = ['张厂长', '李种植', '钱设备'].map((n): Member => members.find((m) => m.cname === n)!) as [Member, Member, Member];
});
afterAll(async () => {
  await fake?.stop();
  await app?.stop();
});

describe('quiet hours', () => {
  it('at 02:00 a severe alarm goes out at once; a minor one waits until 07:00, and not at all if it was closed by then', async () => {
    const ch = await channel('值班群', '/quiet');
    const id = await rule({ channel_ids: [ch], chain: [{ uids: [li.uid] }], quiet_start: '22:00', quiet_end: '07:00' });
    const night = lastLocal(2, 0);
    const severe = await raise(5, `冷库 压缩机停机 ${src}`);
    const minor = await raise(2, `育苗区 湿度偏低 ${src}`);
    const minor2 = await raise(3, `包装间 温度偏高 ${src}`);
    const w = newWorker();
    await w.tick(night);
    expect(await logOf(severe)).toMatchObject([{ status: 'sent', step: 1 }]);
    const [held] = await logOf(minor);
    expect(held).toMatchObject({ status: 'pending', attempts: 0 });
    expect(new Date(held!.due_at).getTime()).toBe(night + 5 * 3_600_000);
    expect(fake.of('/quiet')).toHaveLength(1);
    await callOf(app, closeFacAlarmlog, { fid: DEMO_FID, alarm_id: minor2, reason: '夜班已处理' }, token);
    await w.tick(night + 5 * 3_600_000);
    expect(await logOf(minor)).toMatchObject([{ status: 'sent' }]);
    expect((await logOf(minor2))[0]).toMatchObject({ status: 'skipped' });
    expect(fake.of('/quiet')).toHaveLength(2);
    await callOf(app, delAlarmNotifyRule, { fid: DEMO_FID, rule_id: id }, token);
  });
});

describe('escalation', () => {
  it('an alarm nobody closes reaches level 2 after N minutes and level 3 after 2N, also after a restart; a closed one stops', async () => {
    const ch = await channel('升级群', '/esc');
    const id = await rule({ channel_ids: [ch], chain: [{ uids: [li.uid] }, { uids: [qian.uid] }, { uids: [zhang.uid] }], escalate_min: 10 });
    const open = await raise(5, `1号房 空调故障 ${src}`);
    const closed = await raise(0, `2号房 空调故障 ${src}`);
    const t0 = Date.now();
    await newWorker().tick(t0);
    await callOf(app, closeFacAlarmlog, { fid: DEMO_FID, alarm_id: closed, reason: '已到场处理' }, token);
    await newWorker().tick(t0 + 9 * 60_000);
    expect((await logOf(open)).map((s) => s.step)).toEqual([1]);
    await newWorker().tick(t0 + 10 * 60_000 + 1_000);
    const two = await logOf(open);
    expect(two.map((s) => [s.step, s.recipient, s.status])).toEqual([
      [2, '群：钱设备', 'sent'],
      [1, '群：李种植', 'sent'],
    ]);
    expect(fake.of('/esc').at(-1)!.body).toContain('第 2 级升级');
    await newWorker().tick(t0 + 20 * 60_000 + 2_000);
    await newWorker().tick(t0 + 90 * 60_000);
    expect((await logOf(open)).map((s) => s.step)).toEqual([3, 2, 1]);
    expect((await logOf(closed)).map((s) => s.step)).toEqual([1]);
    await callOf(app, delAlarmNotifyRule, { fid: DEMO_FID, rule_id: id }, token);
    await callOf(app, closeFacAlarmlog, { fid: DEMO_FID, alarm_id: open, reason: '测试结束' }, token);
  });
});

describe('acknowledgement', () => {
  const listed = async (alarm_id: number) =>
    (await dataOf(app, getFacAlarmlogList, { fid: DEMO_FID, size: 200 }, token)).items.find((a) => a.alarm_id === alarm_id)!;

  it('「已确认，处理中」 keeps the alarm open but nobody further up is woken; the list and the event log say who and when', async () => {
    const ch = await channel('确认群', '/ack');
    const id = await rule({ channel_ids: [ch], chain: [{ uids: [li.uid] }, { uids: [qian.uid] }, { uids: [zhang.uid] }], escalate_min: 10 });
    const title = `3号房 空调故障 ${src}`;
    const acked = await raise(5, title);
    const t0 = Date.now();
    await newWorker().tick(t0);
    expect(await listed(acked)).toMatchObject({ status: 'valid', acked_at: null, acked_by_name: null });
    const before = Date.now();
    const res = await callOf(app, ackAlarm, { fid: DEMO_FID, alarm_id: acked }, token);
    expect(res.body).toMatchObject({ code: 200, msg: '告警已确认' });
    const row = await listed(acked);
    expect(row).toMatchObject({ status: 'valid', acked_by_name: '张厂长' });
    expect(new Date(row.acked_at!).getTime()).toBeGreaterThanOrEqual(before - 1_000);
    const detail = await dataOf(app, getFacAlarmDetail, { fid: DEMO_FID, alarm_id: acked }, token);
    expect(detail).toMatchObject({ acked_by_name: '张厂长', acked_at: row.acked_at });
    await newWorker().tick(t0 + 10 * 60_000 + 1_000);
    await newWorker().tick(t0 + 90 * 60_000);
    expect((await logOf(acked)).map((s) => s.step)).toEqual([1]);
    expect(fake.of('/ack')).toHaveLength(1);
    const events = await dataOf(app, getFacEvtLogList, { fid: DEMO_FID, type: 'alarm', size: 20 }, token);
    expect(events.items[0]).toMatchObject({ cname: '张厂长', type_label: '告警', detail: `确认告警 #${acked}：${title}` });

    const again = await callOf(app, ackAlarm, { fid: DEMO_FID, alarm_id: acked }, token);
    expect([again.status, again.body.msg]).toEqual([409, '该告警已有人确认']);
    await callOf(app, closeFacAlarmlog, { fid: DEMO_FID, alarm_id: acked, reason: '已修好' }, token);
    const afterClose = await dataOf(app, getFacEvtLogList, { fid: DEMO_FID, type: 'alarm', size: 20 }, token);
    expect(afterClose.items.slice(0, 2)).toMatchObject([
      { cname: '张厂长', type_label: '告警', detail: `关闭告警 #${acked}：${title}` },
      { detail: `确认告警 #${acked}：${title}` },
    ]);
    const closed = await raise(3, `4号房 湿度偏高 ${src}`);
    await callOf(app, closeFacAlarmlog, { fid: DEMO_FID, alarm_id: closed, reason: '已处理' }, token);
    const late = await callOf(app, ackAlarm, { fid: DEMO_FID, alarm_id: closed }, token);
    expect([late.status, late.body.msg]).toEqual([409, '该告警已关闭，无需确认']);
    await callOf(app, delAlarmNotifyRule, { fid: DEMO_FID, rule_id: id }, token);
  });

  it('needs 确认、关闭告警 (alarm.edit), and an alarm of another factory is not found', async () => {
    const one = await raise(2, `5号房 温度偏高 ${src}`);
    const grower = await login(app, GROWER.uniNo, GROWER.password);
    expect((await callOf(app, ackAlarm, { fid: DEMO_FID, alarm_id: one }, grower)).status).toBe(403);
    const other = await callOf(app, ackAlarm, { fid: NURSERY_FID, alarm_id: one }, token);
    expect([other.status, other.body.msg]).toEqual([404, '告警不存在']);
    expect(await listed(one)).toMatchObject({ acked_at: null, acked_by_name: null });
    expect((await callRaw(app, ackAlarm, { fid: DEMO_FID, alarm_id: 'x' }, token)).status).toBe(400);
    await callOf(app, closeFacAlarmlog, { fid: DEMO_FID, alarm_id: one, reason: '测试结束' }, token);
  });
});

describe('never in the way', () => {
  it('a channel that never answers holds back neither raising alarms nor another channel’s delivery', async () => {
    fake.answer('/hang', { hang: true });
    const hang = await channel('挂起群', '/hang');
    const fine = await channel('正常群', '/fine');
    const id = await rule({ channel_ids: [hang, fine], chain: [{ uids: [zhang.uid] }] });
    const first = await raise(5, `网关离线 ${src}`);
    const w = newWorker(3_000);
    const started = Date.now();
    let passDone = false;
    const pass = w.tick(started).finally(() => (passDone = true));
    // While the pass waits on the hanging robot (up to its 3 s time-out), alarms keep being raised and wake the worker.
    for (let i = 0; i < 5; i++) await app.services.alarms.raise(DEMO_FID, 'point', ++src, 'high', 1, `读数告警 ${src}`, 1);
    expect(passDone).toBe(false);
    await pass;
    const sends = await logOf(first);
    expect(sends.find((s) => s.recipient === '群：张厂长' && s.status === 'sent')).toBeTruthy();
    expect(sends.find((s) => s.status === 'pending')).toMatchObject({ attempts: 1 });
    expect(Date.now() - started).toBeLessThan(6_000);
    await callOf(app, delAlarmNotifyRule, { fid: DEMO_FID, rule_id: id }, token);
  });
});

describe('the leader’s worker', () => {
  it('is woken by a new alarm and delivers it without waiting for its next round', async () => {
    const ch = await channel('即时群', '/now');
    const id = await rule({ channel_ids: [ch], chain: [{ uids: [zhang.uid] }] });
    app.services.notifyWorker.start();
    try {
      const alarm = await raise(5, `3号房 CO₂ 超上限 ${src}`);
      await expect.poll(async () => (await logOf(alarm))[0]?.status, { timeout: 3_000 }).toBe('sent');
    } finally {
      await app.services.notifyWorker.stop();
      await callOf(app, delAlarmNotifyRule, { fid: DEMO_FID, rule_id: id }, token);
    }
  });
});
