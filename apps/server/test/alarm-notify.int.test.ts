import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { type CallBody } from '@pfs/domain';
import { getFacAlarmlogList } from '@pfs/domain/alarm';
import {
  delAlarmNotifyRule,
  getAlarmNotifyChannels,
  getAlarmNotifyLog,
  getAlarmNotifyMembers,
  saveAlarmNotifyChannel,
  saveAlarmNotifyRule,
  testAlarmNotifyChannel,
} from '@pfs/domain/alarm-notify';
import { getFacEvtLogList } from '@pfs/domain/syslog';
import { DEMO, DEMO_FID, GROWER, NURSERY_FID, createTestApp, dataOf, login, type TestApp, callOf } from './test-app.js';
import { startProviders } from './alarm-notify-fakes.js';
import { AlarmNotifyRepository } from '../src/modules/alarm-notify/alarm-notify.repository.js';
import { NotifyWorker } from '../src/modules/alarm-notify/notify-worker.js';
import { deliverWecom } from '../src/modules/alarm-notify/notify-wecom.js';
import { deliverDingtalk } from '../src/modules/alarm-notify/notify-dingtalk.js';
import { deliverWebhook } from '../src/modules/alarm-notify/notify-webhook.js';
import { deliverSms } from '../src/modules/alarm-notify/notify-sms.js';
import { emailDeliver } from '../src/modules/alarm-notify/notify-email.js';
import { startInbox, type Inbox } from './smtp-fixture.js';

type Member = { uid: number; cname: string };

let app: TestApp, token: string, grower: string;
let fake: Awaited<ReturnType<typeof startProviders>>;
let smtp: Inbox;
let worker: NotifyWorker;
let zhang: Member, li: Member;
const DING_SECRET = 'SECa1b2c3d4e5f6';
const SMS_SECRET = 'sms-secret-XYZ';
let src = 90_000;

type ChannelBody = CallBody<typeof saveAlarmNotifyChannel>;
const saveChannel = async (name: string, config: ChannelBody['config'], extra: Partial<ChannelBody> = {}) => {
  const r = await callOf(app, saveAlarmNotifyChannel, { fid: DEMO_FID, name, config, ...extra }, token);
  expect(r.body.msg).toBe('通知渠道已保存');
  return r.body.data!.channel_id;
};
const saveRule = (body: Omit<CallBody<typeof saveAlarmNotifyRule>, 'fid' | 'name'>) =>
  dataOf(app, saveAlarmNotifyRule, { fid: DEMO_FID, name: '测试规则', ...body }, token);
const logOf = async (channel_id: number) => (await dataOf(app, getAlarmNotifyLog, { fid: DEMO_FID, channel_id, size: 50 }, token)).items;
const raise = (level: number, title: string) => app.services.alarms.raise(DEMO_FID, 'point', ++src, 'high', level, title, 40);
const alarmIdOf = async (title: string) =>
  (await dataOf(app, getFacAlarmlogList, { fid: DEMO_FID, status: 'valid', size: 200 }, token)).items.find((a) => a.title === title)!.alarm_id;

beforeAll(async () => {
  smtp = await startInbox();
  app = await createTestApp({ SMTP_URL: smtp.url });
  token = await login(app, DEMO.uniNo, DEMO.password);
  grower = await login(app, GROWER.uniNo, GROWER.password);
  fake = await startProviders({ dingtalk: DING_SECRET, smsSecret: SMS_SECRET });
  // The app's own worker stops; this one runs when the test says (its clock is the test's), with a time-out a busy machine still answers within.
  await app.services.notifyWorker.stop();
  const { createMailer } = await import('../src/lib/mailer.js');
  const mailer = await createMailer(smtp.url, 'PFS <no-reply@pfs.local>', app.log);
  worker = new NotifyWorker(
    new AlarmNotifyRepository(app.dbHandle.db),
    { email: emailDeliver(mailer), wecom: deliverWecom, dingtalk: deliverDingtalk, webhook: deliverWebhook, sms: deliverSms },
    app.log,
    { timeZone: 'Asia/Shanghai', timeoutMs: 1500 },
  );
  const members = await dataOf(app, getAlarmNotifyMembers, { fid: DEMO_FID }, token);
  zhang = members.find((m) => m.cname === '张厂长')!;
  li = members.find((m) => m.cname === '李种植')!;
});
afterAll(async () => {
  await fake?.stop();
  await app?.stop();
  await smtp?.close();
});

describe('channels', () => {
  it('keeps secrets masked on reads and unchanged when an edit leaves them out; another factory and a grower are refused', async () => {
    const id = await saveChannel('生产群', { kind: 'wecom', url: `${fake.base}/wecom?key=693a91f6-7xxx-4bc4-97a0-0ec2sifa5aaa` });
    const read = async () => (await dataOf(app, getAlarmNotifyChannels, { fid: DEMO_FID }, token)).find((c) => c.channel_id === id)!;
    expect(JSON.stringify(await read())).not.toContain('693a91f6-7xxx');
    expect((await read()).config.url).toBe(`${fake.base}/wecom?key=693****aaa`);
    await saveChannel('生产群（改名）', { kind: 'wecom', msgtype: 'text' }, { channel_id: id });
    const after = await new AlarmNotifyRepository(app.dbHandle.db).channel(DEMO_FID, id);
    expect(after!.config.url).toContain('693a91f6-7xxx');
    expect(after!.name).toBe('生产群（改名）');
    const events = await dataOf(app, getFacEvtLogList, { fid: DEMO_FID, type: 'setting', page: 1, size: 10 }, token);
    expect(events.items.map((e) => e.detail)).toContain('修改告警通知渠道「生产群（改名）」（企业微信群机器人，启用）');

    const sms = await callOf(
      app,
      saveAlarmNotifyChannel,
      { fid: DEMO_FID, name: '短信', config: { kind: 'sms', access_key_id: 'LTAI', sign_name: '植物工厂', template_code: 'SMS_1' } },
      token,
    );
    expect(sms.body).toMatchObject({ code: 400, msg: '请填写AccessKey Secret' });
    const foreign = await callOf(app, testAlarmNotifyChannel, { fid: NURSERY_FID, channel_id: id }, token);
    expect(foreign.body).toMatchObject({ code: 404, msg: '通知渠道不存在或不属于本工厂' });
    expect((await callOf(app, getAlarmNotifyChannels, { fid: DEMO_FID }, grower)).status).toBe(403);
    expect(
      (await callOf(app, saveAlarmNotifyRule, { fid: DEMO_FID, name: 'x', channel_ids: [id], chain: [{ uids: [li.uid] }, { uids: [zhang.uid] }] }, token)).body
        .msg,
    ).toBe('参数 escalate_min：有第 2 级接收人时请填写升级等待分钟数');
  });

  it('发送测试 reaches the robot now and is logged; a robot answering errcode ≠ 0 fails the test with its message', async () => {
    const id = await saveChannel('测试群', { kind: 'wecom', url: `${fake.base}/wecom-test?key=k1` });
    const ok = await callOf(app, testAlarmNotifyChannel, { fid: DEMO_FID, channel_id: id }, token);
    expect(ok.body).toMatchObject({ code: 200, msg: '测试消息已发出', data: { status: 'sent' } });
    expect(JSON.parse(fake.of('/wecom-test')[0]!.body)).toMatchObject({ msgtype: 'markdown', markdown: { content: expect.stringContaining('告警通知测试') } });
    fake.answer('/wecom-test', { body: JSON.stringify({ errcode: 93000, errmsg: 'invalid webhook url' }) });
    const bad = await callOf(app, testAlarmNotifyChannel, { fid: DEMO_FID, channel_id: id }, token);
    expect(bad.body.msg).toBe('测试发送失败：企业微信返回错误 errcode 93000：invalid webhook url');
    expect((await logOf(id)).map((s) => [s.step, s.status])).toEqual([
      [0, 'failed'],
      [0, 'sent'],
    ]);
  });
});

describe('delivery through each provider', () => {
  it('WeCom, DingTalk (signed), webhook (HMAC header), Aliyun SMS (signed) and e-mail each deliver an alarm to the rule’s recipients', async () => {
    const wecom = await saveChannel('企业微信', { kind: 'wecom', url: `${fake.base}/wecom?key=k2` });
    const ding = await saveChannel('钉钉', { kind: 'dingtalk', url: `${fake.base}/dingtalk?access_token=t`, secret: DING_SECRET });
    const hook = await saveChannel('Webhook', { kind: 'webhook', url: `${fake.base}/hook`, secret: 'hook-secret' });
    const sms = await saveChannel('短信', {
      kind: 'sms',
      endpoint: `${fake.base}/sms`,
      access_key_id: 'LTAI5tTest',
      access_key_secret: SMS_SECRET,
      sign_name: '植物工厂',
      template_code: 'SMS_154950909',
    });
    const mail = await saveChannel('邮件', { kind: 'email' });
    const rule = await saveRule({ channel_ids: [wecom, ding, hook, sms, mail], chain: [{ uids: [zhang.uid, li.uid] }] });
    const title = `1号房 空调故障 ${src}`;
    await raise(5, title);
    await worker.tick();
    const alarmId = await alarmIdOf(title);
    for (const ch of [wecom, ding, hook])
      expect((await logOf(ch)).find((s) => s.alarm_id === alarmId)).toMatchObject({ status: 'sent', attempts: 1, recipient: '群：张厂长、李种植' });
    expect(JSON.parse(fake.of('/wecom').at(-1)!.body).markdown.content).toContain(title);
    expect(JSON.parse(fake.of('/dingtalk').at(-1)!.body)).toMatchObject({ msgtype: 'markdown', at: { atMobiles: ['13800138000', '13900139000'] } });
    const h = fake.of('/hook').at(-1)!;
    expect(h.headers['x-pfs-signature']).toBe(
      `sha256=${createHmac('sha256', 'hook-secret').update(`${h.headers['x-pfs-timestamp']}.${h.body}`).digest('hex')}`,
    );
    expect(JSON.parse(h.body)).toMatchObject({ alarm_id: alarmId, step: 1 });
    const smsLog = (await logOf(sms)).filter((s) => s.alarm_id === alarmId);
    expect(smsLog.map((s) => s.status).sort()).toEqual(['sent', 'sent']);
    const smsReq = new URLSearchParams(fake.of('/sms').at(-1)!.body);
    expect(Object.fromEntries(['Action', 'Version', 'SignatureMethod', 'SignName', 'TemplateCode'].map((k) => [k, smsReq.get(k)]))).toEqual({
      Action: 'SendSms',
      Version: '2017-05-25',
      SignatureMethod: 'HMAC-SHA1',
      SignName: '植物工厂',
      TemplateCode: 'SMS_154950909',
    });
    // 李种植 has no e-mail address: skipped with the reason; 张厂长's mail went through SMTP.
    const mails = (await logOf(mail)).filter((s) => s.alarm_id === alarmId);
    expect(mails.find((s) => s.recipient.startsWith('李种植'))).toMatchObject({ status: 'skipped', last_error: '李种植 的账号没有填写邮箱' });
    expect(mails.find((s) => s.recipient.startsWith('张厂长'))).toMatchObject({ status: 'sent' });
    expect(smtp.mails.some((m) => m.includes('demo@pfs.local'))).toBe(true);
    await callOf(app, delAlarmNotifyRule, { fid: DEMO_FID, rule_id: rule.rule_id }, token);
  });

  it('an error answer, bad JSON and a time-out are retried with backoff, then given up with the reason; a wrong SMS signature is named', async () => {
    fake.answer('/err', { body: JSON.stringify({ errcode: 45009, errmsg: 'api freq out of limit' }) });
    fake.answer('/bad', { body: '<html>502 Bad Gateway</html>' });
    fake.answer('/slow', { hang: true });
    const err = await saveChannel('限流群', { kind: 'wecom', url: `${fake.base}/err?key=a` });
    const bad = await saveChannel('坏应答群', { kind: 'dingtalk', url: `${fake.base}/bad?access_token=b` });
    const slow = await saveChannel('超时群', { kind: 'wecom', url: `${fake.base}/slow?key=c` });
    const sms = await saveChannel('错密钥短信', {
      kind: 'sms',
      endpoint: `${fake.base}/sms`,
      access_key_id: 'LTAI',
      access_key_secret: 'wrong',
      sign_name: '植物工厂',
      template_code: 'SMS_1',
    });
    const rule = await saveRule({ channel_ids: [err, bad, slow, sms], chain: [{ uids: [zhang.uid] }] });
    const title = `2号房 温度超上限 ${src}`;
    await raise(0, title);
    const t0 = Date.now();
    await worker.tick(t0);
    await worker.tick(t0 + 10_000); // backoff not over: nothing new
    expect(fake.of('/err')).toHaveLength(1);
    await worker.tick(t0 + 31_000);
    await worker.tick(t0 + 31_000 + 121_000);
    const alarmId = await alarmIdOf(title);
    const one = async (ch: number) => (await logOf(ch)).find((s) => s.alarm_id === alarmId)!;
    expect(await one(err)).toMatchObject({ status: 'failed', attempts: 3, last_error: '企业微信返回错误 errcode 45009：api freq out of limit' });
    expect((await one(bad)).last_error).toBe('钉钉的应答不是 JSON：<html>502 Bad Gateway</html>');
    expect(await one(slow)).toMatchObject({ status: 'failed', attempts: 3, last_error: '企业微信未在限定时间内应答（超时）' });
    expect((await one(sms)).last_error).toBe('短信接口返回 SignatureDoesNotMatch：Specified signature is not matched with our calculation.');
    expect((await one(err)).attempt_log.map((a) => a.ok)).toEqual([false, false, false]);
    await callOf(app, delAlarmNotifyRule, { fid: DEMO_FID, rule_id: rule.rule_id }, token);
  });
});
