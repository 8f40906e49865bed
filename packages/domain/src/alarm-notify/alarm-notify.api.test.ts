import { describe, expect, it } from 'vitest';
import { saveNotifyChannelBodySchema, saveNotifyRuleBodySchema } from './alarm-notify.api.js';

const rule = (o: object) => saveNotifyRuleBodySchema.safeParse({ fid: 1, name: '夜间', channel_ids: [1], chain: [{ uids: [2] }], ...o });
const msgOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe('告警通知 schemas', () => {
  it('quiet hours come as a pair of different HH:mm times', () => {
    expect(rule({ quiet_start: '22:00', quiet_end: '07:00' }).success).toBe(true);
    expect(msgOf(rule({ quiet_start: '22:00' }))).toEqual(['免打扰时段的开始与结束时间须同时填写或同时留空']);
    expect(msgOf(rule({ quiet_start: '22:00', quiet_end: '22:00' }))).toEqual(['免打扰开始与结束时间不能相同']);
    expect(msgOf(rule({ quiet_start: '24:00', quiet_end: '07:00' }))).toEqual(['免打扰开始时间必须是 HH:mm（如 22:00）']);
  });

  it('a second escalation level needs its waiting minutes; a rule needs a channel and a first recipient', () => {
    expect(msgOf(rule({ chain: [{ uids: [2] }, { uids: [3] }] }))).toEqual(['有第 2 级接收人时请填写升级等待分钟数']);
    expect(rule({ chain: [{ uids: [2] }, { uids: [3] }], escalate_min: 15 }).success).toBe(true);
    expect(msgOf(rule({ channel_ids: [] }))).toEqual(['请至少选择一个通知渠道']);
    expect(msgOf(rule({ chain: [] }))).toEqual(['请至少填写第 1 级接收人']);
  });

  it('channel configs are checked by kind: a robot URL must be http(s), SMS needs its signing fields', () => {
    const ch = (config: object) => saveNotifyChannelBodySchema.safeParse({ fid: 1, name: '群', config });
    expect(ch({ kind: 'wecom', url: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=abc' }).success).toBe(true);
    expect(msgOf(ch({ kind: 'dingtalk', url: 'ftp://x' }))).toEqual(['机器人 Webhook 地址必须是 http:// 或 https:// 开头的地址']);
    expect(msgOf(ch({ kind: 'sms', access_key_id: 'LTAI', sign_name: '工厂' }))).toEqual(['请填写模板编号']);
    expect(ch({ kind: 'fax' }).success).toBe(false);
  });
});
