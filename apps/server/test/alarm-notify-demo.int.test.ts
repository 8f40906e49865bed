import { afterAll, beforeAll, expect, it } from 'vitest';
import { getAlarmNotifyChannels, getAlarmNotifyLog, getAlarmNotifyRules } from '@pfs/domain/alarm-notify';
import { DEMO, DEMO_FID, createTestApp, login, type TestApp, callOf } from './test-app.js';

type Send = { alarm_id: number; alarm_title: string; step: number; recipient: string; status: string; attempts: number; last_error: string; channel_name: string };
let app: TestApp, token: string;

beforeAll(async () => {
  app = await createTestApp({ DEMO_HISTORY_DAYS: '40' });
  token = await login(app, DEMO.uniNo, DEMO.password);
}, 120_000);
afterAll(() => app?.stop());

it('the demo factory has its channels, a rule and a send log of its alarm episodes that says why mails did not go out', async () => {
  const channels = (await callOf(app, getAlarmNotifyChannels, { fid: DEMO_FID }, token)).body.data as { name: string; enabled: boolean; config: Record<string, unknown> }[];
  expect(channels.map((c) => [c.name, c.enabled])).toEqual([
    ['厂长邮箱', true],
    ['生产值班群（企业微信）', false],
  ]);
  expect(channels[0]!.config).toEqual({ smtp_configured: false });
  expect(String(channels[1]!.config.url)).not.toContain('REPLACE-WITH-ROBOT-KEY');
  const rules = (await callOf(app, getAlarmNotifyRules, { fid: DEMO_FID }, token)).body.data as { chain: { people: { cname: string }[] }[]; quiet_start: string }[];
  expect(rules[0]!.chain.map((s) => s.people.map((p) => p.cname))).toEqual([['张厂长'], ['钱设备']]);
  const log = (await callOf(app, getAlarmNotifyLog, { fid: DEMO_FID, size: 200 }, token)).body.data as { items: Send[]; total_ct: number };
  expect(log.total_ct).toBeGreaterThan(0);
  const failed = log.items.filter((s) => s.status === 'failed');
  expect(failed.length).toBeGreaterThan(0);
  expect(failed[0]).toMatchObject({ attempts: 3, last_error: '服务器未配置 SMTP（SMTP_URL），邮件无法发出', channel_name: '厂长邮箱' });
  expect(failed[0]!.recipient).toMatch(/^张厂长（dem\*+）$/);
  // Escalations reach 钱设备, whose account has no e-mail: logged as not sent, with the reason.
  const skipped = (await callOf(app, getAlarmNotifyLog, { fid: DEMO_FID, status: 'skipped', size: 200 }, token)).body.data as { items: Send[] };
  const escalated = skipped.items.filter((s) => s.step === 2);
  expect(escalated.length).toBeGreaterThan(0);
  for (const s of escalated) expect(s).toMatchObject({ status: 'skipped', last_error: '钱设备 的账号没有填写邮箱' });
  // The failed page of a filter: only failures.
  const onlyFailed = (await callOf(app, getAlarmNotifyLog, { fid: DEMO_FID, status: 'failed', page: 1, size: 5 }, token)).body.data as { items: Send[]; total_ct: number };
  expect(onlyFailed.items).toHaveLength(Math.min(5, onlyFailed.total_ct));
  expect(onlyFailed.items.every((s) => s.status === 'failed')).toBe(true);
});
