import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALARM_TYPE_LABELS, fidSchema, pageQuerySchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import type { AlarmService } from './alarm.service.js';

const tags = ['告警'];
const alarmId = z.coerce.number({ error: '告警编号 alarm_id 必须是数字' }).int().positive('告警编号 alarm_id 无效');
const alarmTypes = Object.keys(ALARM_TYPE_LABELS) as [keyof typeof ALARM_TYPE_LABELS, ...(keyof typeof ALARM_TYPE_LABELS)[]];
const reason = z.string().trim().min(2, '请填写关闭原因（至少 2 个字）').max(200, '关闭原因不能超过 200 个字');

export const alarmRoutes: FastifyPluginAsyncZod<{ alarms: AlarmService }> = async (app, { alarms }) => {
  app.post('/api/get_fac_alarmlog_list', {
    config: { access: access.perm('alarm.list') },
    schema: {
      tags,
      summary: '告警记录（status: valid 未关闭 / closed 已关闭）',
      body: pageQuerySchema.extend({
        fid: fidSchema,
        status: z.enum(['valid', 'closed'], { error: '状态只能是 valid 或 closed' }).optional(),
        level: z.coerce.number({ error: '级别必须是数字' }).int().min(0, '级别为 0–9').max(9, '级别为 0–9').optional(),
        type: z.enum(alarmTypes, { error: `类型只能是 ${alarmTypes.join('、')}` }).optional(),
        area_id: z.coerce.number({ error: '区域编号 area_id 必须是数字' }).int().positive('区域编号 area_id 无效').optional(),
        start: z.string().datetime({ offset: true, error: '时间格式不正确' }).optional(),
        end: z.string().datetime({ offset: true, error: '时间格式不正确' }).optional(),
      }),
    },
    handler: async (req) => {
      const { fid, start, end, ...f } = req.body;
      return { code: 200, msg: 'ok', data: await alarms.list(fid, { ...f, start: start ? new Date(start) : undefined, end: end ? new Date(end) : undefined }) };
    },
  });

  app.post('/api/get_fac_alarm_detail', {
    config: { access: access.perm('alarm.list') },
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
        point_id: z.coerce.number({ error: '点位编号 point_id 必须是数字' }).int().positive('点位编号 point_id 无效'),
        high: z.number({ error: '上限必须是数字或留空' }).finite().nullable(),
        low: z.number({ error: '下限必须是数字或留空' }).finite().nullable(),
        level: z.coerce.number({ error: '级别必须是数字' }).int().min(0, '级别为 0–9').max(9, '级别为 0–9').default(1),
        delay_s: z.coerce.number({ error: '延时必须是数字' }).int().min(0, '延时不能小于 0 秒').max(86_400, '延时不能超过 86400 秒').default(0),
        enabled: z.boolean().default(true),
        auto_clear: z.boolean().optional(),
        stale_min: z.coerce.number({ error: '数据中断分钟数必须是数字' }).int('数据中断分钟数必须是整数').min(1, '数据中断至少 1 分钟').max(10_080, '数据中断不能超过 10080 分钟').nullable().optional(),
      }),
    },
    handler: async (req) => {
      await alarms.saveThreshold(req.body.fid, req.body);
      return { code: 200, msg: '告警设置已保存' };
    },
  });
};
