import {
  ackAlarmBodySchema,
  alarmDetailSchema,
  alarmListBodySchema,
  alarmRefBodySchema,
  alarmSchema,
  closeAlarmBodySchema,
  closeAllAlarmsBodySchema,
  closeAllAlarmsSchema,
  pagedSchema,
  pointAlarmBodySchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { pageRoutesOf, message, withMsg } from '../../lib/route.js';
import { withDates } from '../../lib/time-range.js';
import type { AlarmService } from './alarm.service.js';

export const alarmRoutes = pageRoutesOf('告警', 'alarm', ({ list, edit, ...calls }, { alarms }: { alarms: AlarmService }) => {
  list.post(
    '/api/get_fac_alarmlog_list',
    { summary: '告警记录（status: valid 未关闭 / closed 已关闭）', body: alarmListBodySchema, data: pagedSchema(alarmSchema) },
    ({ fid, ...f }) => alarms.list(fid, withDates(f)),
  );

  list.post(
    '/api/get_fac_alarm_detail',
    { summary: '告警详情：前后 30 分钟的原始读数与告警限值', body: alarmRefBodySchema, data: alarmDetailSchema, config: { expensive: true } },
    ({ fid, alarm_id }) => alarms.detail(fid, alarm_id),
  );

  edit.post(
    '/api/close_fac_alarmlog',
    { summary: '关闭一条告警', body: closeAlarmBodySchema, data: null, msg: '告警已关闭' },
    ({ fid, alarm_id, reason }, req) => alarms.close(fid, alarm_id, req.auth!.uid, reason),
  );

  edit.post(
    '/api/ack_alarm',
    { summary: '确认一条告警（已确认，处理中）：告警保持未关闭，升级通知停止', body: ackAlarmBodySchema, data: null, msg: '告警已确认' },
    ({ fid, alarm_id }, req) => alarms.ack(fid, alarm_id, req.auth!.uid),
  );

  edit.post(
    '/api/close_fac_alarmlog_all',
    { summary: '关闭本工厂全部未关闭的告警', body: closeAllAlarmsBodySchema, data: closeAllAlarmsSchema },
    async ({ fid, reason }, req) => {
      const n = await alarms.closeAll(fid, req.auth!.uid, reason);
      return withMsg({ closed_ct: n }, `已关闭 ${n} 条告警`);
    },
  );

  calls.post(
    '/api/save_iot_point_alarm',
    {
      access: access.perm('cfg.iot.edit'),
      summary: '设置传感器的告警：上下限、级别（0 与 5 为严重）、延时、自动恢复、数据中断分钟数',
      body: pointAlarmBodySchema,
      data: null,
    },
    async (body) => {
      await alarms.saveThreshold(body.fid, body);
      return message('告警设置已保存');
    },
  );
});
