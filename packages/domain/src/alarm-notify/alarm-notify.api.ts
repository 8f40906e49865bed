import { z } from 'zod';
import { facBodySchema, fidSchema, listBodySchema, pagedSchema } from '../api/envelope.js';
import { pageCallsOf } from '../contract/call.js';
import { dateTimeSchema, idSchema, intSchema, textSchema } from '../api/fields.js';

/**
 * 告警通知: channels of a factory (e-mail, WeCom / DingTalk group robots, a generic webhook, Aliyun SMS), the rules
 * saying who hears of which alarm level through which channels (quiet hours, escalation), and the log of every send.
 * Secrets (robot keys, signing secrets, AccessKey secrets) leave the server masked; a save that leaves one out keeps it.
 */

export const NOTIFY_CHANNEL_KINDS = ['email', 'wecom', 'dingtalk', 'webhook', 'sms'] as const;
export type NotifyChannelKind = (typeof NOTIFY_CHANNEL_KINDS)[number];
export const NOTIFY_CHANNEL_KIND_LABELS: Record<NotifyChannelKind, string> = { email: '邮件', wecom: '企业微信群机器人', dingtalk: '钉钉群机器人', webhook: '通用 Webhook', sms: '短信（阿里云）' };
export const NOTIFY_SEND_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type NotifySendStatus = (typeof NOTIFY_SEND_STATUSES)[number];
export const NOTIFY_SEND_STATUS_LABELS: Record<NotifySendStatus, string> = { pending: '待发送', sent: '已发送', failed: '失败', skipped: '未发送' };
/** Attempts per message before it is given up as failed; the wait before attempt n+1 is NOTIFY_BACKOFF_S[n-1]. */
export const NOTIFY_MAX_ATTEMPTS = 3;
export const NOTIFY_BACKOFF_S = [30, 120] as const;
/** A provider that has not answered within this is counted as a failed attempt. */
export const NOTIFY_TIMEOUT_MS = 5_000;
export const NOTIFY_CHAIN_MAX = 5;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const urlSchema = (label: string) =>
  textSchema(label, 500)
    .refine((s) => /^https?:\/\/[^\s/]+/i.test(s), `${label}必须是 http:// 或 https:// 开头的地址`)
    .refine((s) => URL.canParse(s), `${label}不是有效的网址`);
/** A secret on save: left out keeps the stored one, null removes it. */
const secretSchema = (label: string) => textSchema(label, 200, { min: 1 }).nullable().optional();

export const wecomConfigSchema = z.object({
  kind: z.literal('wecom'),
  /** https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=… — the key is the secret; left out on edit keeps it. */
  url: urlSchema('机器人 Webhook 地址').optional(),
  msgtype: z.enum(['markdown', 'text'], { error: '消息类型只能是 markdown 或 text' }).default('markdown'),
});
export const dingtalkConfigSchema = z.object({
  kind: z.literal('dingtalk'),
  /** https://oapi.dingtalk.com/robot/send?access_token=… */
  url: urlSchema('机器人 Webhook 地址').optional(),
  /** 加签 secret (SEC…); none: the robot checks keywords or addresses instead. */
  secret: secretSchema('加签密钥'),
});
export const webhookConfigSchema = z.object({
  kind: z.literal('webhook'),
  url: urlSchema('Webhook 地址').optional(),
  /** Signs the body: header X-PFS-Signature: sha256=<hex HMAC-SHA256 of timestamp + "." + body>. */
  secret: secretSchema('签名密钥'),
});
export const smsConfigSchema = z.object({
  kind: z.literal('sms'),
  /** Aliyun's is https://dysmsapi.aliyuncs.com/; another address (a gateway, a test server) speaking the same API. */
  endpoint: urlSchema('短信接口地址').default('https://dysmsapi.aliyuncs.com/'),
  access_key_id: textSchema('AccessKey ID', 100, { min: 1 }),
  access_key_secret: secretSchema('AccessKey Secret'),
  sign_name: textSchema('短信签名', 50, { min: 1 }),
  template_code: textSchema('模板编号', 50, { min: 1 }),
  region_id: textSchema('地域', 50, { min: 1 }).default('cn-hangzhou'),
});
/** E-mail goes through the server's SMTP settings (SMTP_URL, MAIL_FROM) to the recipients' account addresses. */
export const emailConfigSchema = z.object({ kind: z.literal('email') });

export const notifyChannelConfigSchema = z.discriminatedUnion('kind', [emailConfigSchema, wecomConfigSchema, dingtalkConfigSchema, webhookConfigSchema, smsConfigSchema], {
  error: `渠道类型只能是 ${NOTIFY_CHANNEL_KINDS.join('、')}`,
});
export type NotifyChannelConfigInput = z.infer<typeof notifyChannelConfigSchema>;

const channelIdSchema = idSchema('渠道编号', 'channel_id');
const ruleIdSchema = idSchema('通知规则编号', 'rule_id');

/** POST /api/save_alarm_notify_channel — adds (no channel_id) or edits a channel. */
export const saveNotifyChannelBodySchema = z.object({
  fid: fidSchema,
  channel_id: channelIdSchema.optional(),
  name: textSchema('渠道名称', 50, { min: 1 }),
  enabled: z.boolean().default(true),
  config: notifyChannelConfigSchema,
});
export type SaveNotifyChannelBody = z.infer<typeof saveNotifyChannelBodySchema>;
export const notifyChannelRefBodySchema = z.object({ fid: fidSchema, channel_id: channelIdSchema });
/** POST /api/test_alarm_notify_channel — one message now; e-mail and SMS go to `uid` (default: the caller). */
export const testNotifyChannelBodySchema = notifyChannelRefBodySchema.extend({ uid: idSchema('接收人', 'uid').optional() });

/** A channel as reads show it: secrets masked, `has_secret` says whether one is stored. */
export const notifyChannelSchema = z.object({
  channel_id: z.number(),
  name: z.string(),
  kind: z.enum(NOTIFY_CHANNEL_KINDS),
  kind_label: z.string(),
  enabled: z.boolean(),
  config: z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])),
  updated_at: z.iso.datetime(),
});
export type NotifyChannel = z.infer<typeof notifyChannelSchema>;

export const notifyTestResultSchema = z.object({ status: z.enum(NOTIFY_SEND_STATUSES), error: z.string() });

const clockSchema = (label: string) => z.string({ error: `${label}必须是 HH:mm` }).regex(HHMM, `${label}必须是 HH:mm（如 22:00）`);

/** POST /api/save_alarm_notify_rule — who hears of which levels, through which channels; quiet hours and escalation. */
export const saveNotifyRuleBodySchema = z
  .object({
    fid: fidSchema,
    rule_id: ruleIdSchema.optional(),
    name: textSchema('规则名称', 50, { min: 1 }),
    enabled: z.boolean().default(true),
    /** Alarm levels (0–9; 0 and 5 are severe) this rule covers; empty: every level. */
    levels: z.array(intSchema('告警级别', { min: 0, max: 9 }), { error: '告警级别必须是数字列表' }).max(10).default([]),
    channel_ids: z.array(channelIdSchema, { error: '请选择通知渠道' }).min(1, '请至少选择一个通知渠道').max(10),
    /** The escalation chain: step 1 is told at once, step n+1 when the alarm is still open and nobody has acknowledged it escalate_min after step n. */
    chain: z
      .array(z.object({ uids: z.array(idSchema('接收人', 'uid')).min(1, '每一级至少要有一位接收人').max(20) }), { error: '请填写接收人' })
      .min(1, '请至少填写第 1 级接收人')
      .max(NOTIFY_CHAIN_MAX, `升级最多 ${NOTIFY_CHAIN_MAX} 级`),
    escalate_min: intSchema('升级等待分钟数', { min: 1, max: 1440 }).nullable().default(null),
    /** Quiet hours (factory time): only severe alarms are sent during them; others wait until they end. */
    quiet_start: clockSchema('免打扰开始时间').nullable().default(null),
    quiet_end: clockSchema('免打扰结束时间').nullable().default(null),
  })
  .refine((r) => (r.quiet_start === null) === (r.quiet_end === null), { message: '免打扰时段的开始与结束时间须同时填写或同时留空', path: ['quiet_end'] })
  .refine((r) => r.quiet_start === null || r.quiet_start !== r.quiet_end, { message: '免打扰开始与结束时间不能相同', path: ['quiet_end'] })
  .refine((r) => r.chain.length <= 1 || r.escalate_min !== null, { message: '有第 2 级接收人时请填写升级等待分钟数', path: ['escalate_min'] });
export type SaveNotifyRuleBody = z.infer<typeof saveNotifyRuleBodySchema>;
export const notifyRuleRefBodySchema = z.object({ fid: fidSchema, rule_id: ruleIdSchema });

const personSchema = z.object({ uid: z.number(), cname: z.string() });
export const notifyRuleSchema = z.object({
  rule_id: z.number(),
  name: z.string(),
  enabled: z.boolean(),
  levels: z.array(z.number()),
  channel_ids: z.array(z.number()),
  chain: z.array(z.object({ uids: z.array(z.number()), people: z.array(personSchema) })),
  escalate_min: z.number().nullable(),
  quiet_start: z.string().nullable(),
  quiet_end: z.string().nullable(),
  updated_at: z.iso.datetime(),
});
export type NotifyRule = z.infer<typeof notifyRuleSchema>;

/** Members who can be recipients, with masked contacts and whether e-mail / SMS can reach them. */
export const notifyMemberSchema = z.object({ uid: z.number(), cname: z.string(), email: z.string(), mobile: z.string(), has_email: z.boolean(), has_mobile: z.boolean() });
export type NotifyMember = z.infer<typeof notifyMemberSchema>;

/** POST /api/get_alarm_notify_log — every send, newest first. */
export const notifyLogBodySchema = listBodySchema({
  status: z.enum(NOTIFY_SEND_STATUSES, { error: `状态只能是 ${NOTIFY_SEND_STATUSES.join('、')}` }).optional(),
  channel_id: channelIdSchema.optional(),
  alarm_id: idSchema('告警编号', 'alarm_id').optional(),
  start: dateTimeSchema('开始时间', 'start').optional(),
  end: dateTimeSchema('结束时间', 'end').optional(),
});
export type NotifyLogBody = z.infer<typeof notifyLogBodySchema>;

export const notifyAttemptSchema = z.object({ at: z.iso.datetime(), ok: z.boolean(), error: z.string() });
export const notifySendSchema = z.object({
  send_id: z.number(),
  alarm_id: z.number().nullable(),
  alarm_title: z.string().nullable(),
  alarm_level: z.number().nullable(),
  channel_id: z.number(),
  channel_name: z.string(),
  channel_kind: z.enum(NOTIFY_CHANNEL_KINDS),
  rule_name: z.string().nullable(),
  /** 0: a test send; 1: first notice; 2…: escalations. */
  step: z.number(),
  recipient: z.string(),
  status: z.enum(NOTIFY_SEND_STATUSES),
  status_label: z.string(),
  attempts: z.number(),
  last_error: z.string(),
  attempt_log: z.array(notifyAttemptSchema),
  due_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type NotifySend = z.infer<typeof notifySendSchema>;

/** 告警通知 (/alarm/notify): reads under cfg.alarm.list, changes and test sends under cfg.alarm.edit. */
const { list, edit } = pageCallsOf('告警通知', 'cfg.alarm');

export const getAlarmNotifyChannels = list.post('/api/get_alarm_notify_channels', { summary: '通知渠道（密钥打码）', body: facBodySchema, data: z.array(notifyChannelSchema) });

export const saveAlarmNotifyChannel = edit.post('/api/save_alarm_notify_channel', { summary: '新增或修改通知渠道（留空的密钥保持不变）', body: saveNotifyChannelBodySchema, data: notifyChannelSchema, msg: '通知渠道已保存' });

/** Its message says whether the test message went out. */
export const testAlarmNotifyChannel = edit.post('/api/test_alarm_notify_channel', { summary: '发送测试：立即发一条测试消息（邮件、短信发给 uid，默认本人），结果记入发送记录', body: testNotifyChannelBodySchema, data: notifyTestResultSchema });

export const getAlarmNotifyMembers = list.post('/api/get_alarm_notify_members', { summary: '可选的接收人：本工厂成员（联系方式打码）', body: facBodySchema, data: z.array(notifyMemberSchema) });

export const getAlarmNotifyRules = list.post('/api/get_alarm_notify_rules', { summary: '通知规则：级别、渠道、接收人升级链、免打扰时段', body: facBodySchema, data: z.array(notifyRuleSchema) });

export const saveAlarmNotifyRule = edit.post('/api/save_alarm_notify_rule', { summary: '新增或修改通知规则', body: saveNotifyRuleBodySchema, data: notifyRuleSchema, msg: '通知规则已保存' });

export const delAlarmNotifyRule = edit.post('/api/del_alarm_notify_rule', { summary: '删除通知规则', body: notifyRuleRefBodySchema, data: null, msg: '通知规则已删除' });

export const getAlarmNotifyLog = list.post('/api/get_alarm_notify_log', { summary: '发送记录：每条消息的渠道、接收人、尝试次数与结果', body: notifyLogBodySchema, data: pagedSchema(notifySendSchema) });
