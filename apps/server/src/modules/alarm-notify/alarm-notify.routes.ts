import * as notifyCalls from '@pfs/domain/alarm-notify';
import { routesOf, withMsg } from '../../lib/route.js';
import { withDates } from '../../lib/time-range.js';
import type { AlarmNotifyService } from './alarm-notify.service.js';

/** 告警通知 (/alarm/notify): reads under cfg.alarm.list, changes and test sends under cfg.alarm.edit. */
export const alarmNotifyRoutes = routesOf('告警通知', (calls, { alarmNotify }: { alarmNotify: AlarmNotifyService }) => {
  calls.serve(notifyCalls.getAlarmNotifyChannels, ({ fid }) => alarmNotify.channels(fid));
  calls.serve(notifyCalls.saveAlarmNotifyChannel, ({ fid, ...b }, req) => alarmNotify.saveChannel(fid, req.auth!.uid, { fid, ...b }));
  calls.serve(notifyCalls.testAlarmNotifyChannel, async ({ fid, channel_id, uid }, req) => {
    const r = await alarmNotify.testSend(fid, channel_id, uid ?? req.auth!.uid);
    return withMsg(r, r.status === 'sent' ? '测试消息已发出' : `测试发送失败：${r.error}`);
  });
  calls.serve(notifyCalls.getAlarmNotifyMembers, ({ fid }) => alarmNotify.members(fid));
  calls.serve(notifyCalls.getAlarmNotifyRules, ({ fid }) => alarmNotify.rules(fid));
  calls.serve(notifyCalls.saveAlarmNotifyRule, ({ fid, ...b }, req) => alarmNotify.saveRule(fid, req.auth!.uid, { fid, ...b }));
  calls.serve(notifyCalls.delAlarmNotifyRule, ({ fid, rule_id }, req) => alarmNotify.deleteRule(fid, req.auth!.uid, rule_id));
  calls.serve(notifyCalls.getAlarmNotifyLog, ({ fid, ...f }) => alarmNotify.log(fid, withDates(f)));
});
