import {
  facBodySchema,
  notifyChannelSchema,
  notifyLogBodySchema,
  notifyMemberSchema,
  notifyRuleRefBodySchema,
  notifyRuleSchema,
  notifySendSchema,
  notifyTestResultSchema,
  pagedSchema,
  saveNotifyChannelBodySchema,
  saveNotifyRuleBodySchema,
  testNotifyChannelBodySchema,
} from '@pfs/domain';
import { z } from 'zod';
import { message, pageRoutesOf, withMsg } from '../../lib/route.js';
import { withDates } from '../../lib/time-range.js';
import type { AlarmNotifyService } from './alarm-notify.service.js';

/** 告警通知 (/alarm/notify): reads under cfg.alarm.list, changes and test sends under cfg.alarm.edit. */
export const alarmNotifyRoutes = pageRoutesOf('告警通知', 'cfg.alarm', ({ list, edit }, { alarmNotify }: { alarmNotify: AlarmNotifyService }) => {
  list.post('/api/get_alarm_notify_channels', { summary: '通知渠道（密钥打码）', body: facBodySchema, data: z.array(notifyChannelSchema) }, ({ fid }) =>
    alarmNotify.channels(fid),
  );
  edit.post(
    '/api/save_alarm_notify_channel',
    { summary: '新增或修改通知渠道（留空的密钥保持不变）', body: saveNotifyChannelBodySchema, data: notifyChannelSchema, msg: '通知渠道已保存' },
    ({ fid, ...b }, req) => alarmNotify.saveChannel(fid, req.auth!.uid, { fid, ...b }),
  );
  edit.post(
    '/api/test_alarm_notify_channel',
    {
      summary: '发送测试：立即发一条测试消息（邮件、短信发给 uid，默认本人），结果记入发送记录',
      body: testNotifyChannelBodySchema,
      data: notifyTestResultSchema,
    },
    async ({ fid, channel_id, uid }, req) => {
      const r = await alarmNotify.testSend(fid, channel_id, uid ?? req.auth!.uid);
      return withMsg(r, r.status === 'sent' ? '测试消息已发出' : `测试发送失败：${r.error}`);
    },
  );
  list.post(
    '/api/get_alarm_notify_members',
    { summary: '可选的接收人：本工厂成员（联系方式打码）', body: facBodySchema, data: z.array(notifyMemberSchema) },
    ({ fid }) => alarmNotify.members(fid),
  );
  list.post(
    '/api/get_alarm_notify_rules',
    { summary: '通知规则：级别、渠道、接收人升级链、免打扰时段', body: facBodySchema, data: z.array(notifyRuleSchema) },
    ({ fid }) => alarmNotify.rules(fid),
  );
  edit.post(
    '/api/save_alarm_notify_rule',
    { summary: '新增或修改通知规则', body: saveNotifyRuleBodySchema, data: notifyRuleSchema, msg: '通知规则已保存' },
    ({ fid, ...b }, req) => alarmNotify.saveRule(fid, req.auth!.uid, { fid, ...b }),
  );
  edit.post('/api/del_alarm_notify_rule', { summary: '删除通知规则', body: notifyRuleRefBodySchema, data: null }, async ({ fid, rule_id }, req) => {
    await alarmNotify.deleteRule(fid, req.auth!.uid, rule_id);
    return message('通知规则已删除');
  });
  list.post(
    '/api/get_alarm_notify_log',
    { summary: '发送记录：每条消息的渠道、接收人、尝试次数与结果', body: notifyLogBodySchema, data: pagedSchema(notifySendSchema) },
    ({ fid, ...f }) => alarmNotify.log(fid, withDates(f)),
  );
});
