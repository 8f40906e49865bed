import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALARM_TYPE_LABELS, dateTimeSchema, fidSchema, idSchema, intSchema, pageQuerySchema, textSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import type { AlarmService } from './alarm.service.js';

const tags = ['告警'];
const alarmId = idSchema('告警编号', 'alarm_id');
const level = intSchema('级别 level', { min: 0, max: 9 });
const alarmTypes = Object.keys(ALARM_TYPE_LABELS) as [keyof typeof ALARM_TYPE_LABELS, ...(keyof typeof ALARM_TYPE_LABELS)[]];
const reason = textSchema('关闭原因', 200, { min: 2, minMsg: '请填写关闭原因（至少 2 个字）', maxMsg: '关闭原因不能超过 200 个字', multiline: true });

export const alarmRoutes: FastifyPluginAsyncZod<{ alarms: AlarmService }> = async (app, { alarms }) => {
  app.post('/api/get_fac_alarmlog_list', {
    config: { access: access.perm('alarm.list') },
    schema: {
      tags,
      summary: '告警记录（status: valid 未关闭 / closed 已关闭）',
      body: pageQuerySchema.extend({
        fid: fidSchema,
        status: z.enum(['valid', 'closed'], { error: '状态只能是 valid 或 closed' }).optional(),
        level: level.optional(),
        type: z.enum(alarmTypes, { error: `类型只能是 ${alarmTypes.join('、')}` }).optional(),
        area_id: idSchema('区域编号', 'area_id').optional(),
        start: dateTimeSchema('开始时间', 'start').optional(),
        end: dateTimeSchema('结束时间', 'end').optional(),
      }),
    },
    handler: async (req) => {
      const { fid, start, end, ...f } = req.body;
      return { code: 200, msg: 'ok', data: await alarms.list(fid, { ...f, start: start ? new Date(start) : undefined, end: end ? new Date(end) : undefined }) };
    },
  });

  app.post('/api/get_fac_alarm_detail', {
    config: { access: access.perm('alarm.list'), expensive: true },
    schema: { tags, summary: '告警详情：前后 30 分钟的原始读数与告警限值', body: z.object({ fid: fidSchema, alarm_id: alarmId }) },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await alarms.detail(req.body.fid, req.body.alarm_id) }),
  });

  app.post('/api/close_fac_alarmlog', {
    config: { access: access.perm('alarm.edit') },
    schema: { tags, summary: '关闭一条告警', body: z.object({ fid: fidSchema, alarm_id: alarmId, reason }) },
    handler: async (req) => {
      await alarms.close(req.body.fid, req.body.alarm_id, req.auth!.uid, req.body.reason);
      return { code: 200, msg: '告警已关闭' };
    },
  });

  app.post('/api/close_fac_alarmlog_all', {
    config: { access: access.perm('alarm.edit') },
    schema: { tags, summary: '关闭本工厂全部未关闭的告警', body: z.object({ fid: fidSchema, reason }) },
    handler: async (req) => {
      const n = await alarms.closeAll(req.body.fid, req.auth!.uid, req.body.reason);
      return { code: 200, msg: `已关闭 ${n} 条告警`, data: { closed_ct: n } };
    },
  });

  app.post('/api/save_iot_point_alarm', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: {
      tags,
      summary: '设置传感器的告警：上下限、级别（0 与 5 为严重）、延时、自动恢复、数据中断分钟数',
      body: z.object({
        fid: fidSchema,
        point_id: idSchema('点位编号', 'point_id'),
        high: z.number({ error: '上限必须是数字或留空' }).finite().nullable(),
        low: z.number({ error: '下限必须是数字或留空' }).finite().nullable(),
        level: level.default(1),
        delay_s: intSchema('延时秒数 delay_s', { min: 0, max: 86_400 }).default(0),
        enabled: z.boolean().default(true),
        auto_clear: z.boolean().optional(),
        stale_min: intSchema('数据中断分钟数 stale_min', { min: 1, max: 10_080 }).nullable().optional(),
      }),
    },
    handler: async (req) => {
      await alarms.saveThreshold(req.body.fid, req.body);
      return { code: 200, msg: '告警设置已保存' };
    },
  });
};
