import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  alarmDetailSchema,
  alarmListBodySchema,
  alarmRefBodySchema,
  alarmSchema,
  closeAlarmBodySchema,
  closeAllAlarmsBodySchema,
  closeAllAlarmsSchema,
  envelopeSchema,
  okSchema,
  pagedSchema,
  pointAlarmBodySchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import type { AlarmService } from './alarm.service.js';

const tags = ['告警'];

export const alarmRoutes: FastifyPluginAsyncZod<{ alarms: AlarmService }> = async (app, { alarms }) => {
  app.post('/api/get_fac_alarmlog_list', {
    config: { access: access.perm('alarm.list') },
    schema: {
      tags,
      summary: '告警记录（status: valid 未关闭 / closed 已关闭）',
      body: alarmListBodySchema,
      response: { 200: envelopeSchema(pagedSchema(alarmSchema)) },
    },
    handler: async (req) => {
      const { fid, start, end, ...f } = req.body;
      return ok(await alarms.list(fid, { ...f, start: start ? new Date(start) : undefined, end: end ? new Date(end) : undefined }));
    },
  });

  app.post('/api/get_fac_alarm_detail', {
    config: { access: access.perm('alarm.list'), expensive: true },
    schema: { tags, summary: '告警详情：前后 30 分钟的原始读数与告警限值', body: alarmRefBodySchema, response: { 200: envelopeSchema(alarmDetailSchema) } },
    handler: async (req) => ok(await alarms.detail(req.body.fid, req.body.alarm_id)),
  });

  app.post('/api/close_fac_alarmlog', {
    config: { access: access.perm('alarm.edit') },
    schema: { tags, summary: '关闭一条告警', body: closeAlarmBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      await alarms.close(req.body.fid, req.body.alarm_id, req.auth!.uid, req.body.reason);
      return ok(undefined, '告警已关闭');
    },
  });

  app.post('/api/close_fac_alarmlog_all', {
    config: { access: access.perm('alarm.edit') },
    schema: { tags, summary: '关闭本工厂全部未关闭的告警', body: closeAllAlarmsBodySchema, response: { 200: envelopeSchema(closeAllAlarmsSchema) } },
    handler: async (req) => {
      const n = await alarms.closeAll(req.body.fid, req.auth!.uid, req.body.reason);
      return ok({ closed_ct: n }, `已关闭 ${n} 条告警`);
    },
  });

  app.post('/api/save_iot_point_alarm', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: {
      tags,
      summary: '设置传感器的告警：上下限、级别（0 与 5 为严重）、延时、自动恢复、数据中断分钟数',
      body: pointAlarmBodySchema,
      response: { 200: okSchema },
    },
    handler: async (req) => {
      await alarms.saveThreshold(req.body.fid, req.body);
      return ok(undefined, '告警设置已保存');
    },
  });
};
