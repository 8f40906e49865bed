import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fidSchema, pageQuerySchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import type { AlarmService } from './alarm.service.js';

const tags = ['告警'];
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
        level: z.coerce.number().int().min(0).max(9).optional(),
        type: z.string().max(32).optional(),
        start: z.string().datetime({ offset: true, error: '时间格式不正确' }).optional(),
        end: z.string().datetime({ offset: true, error: '时间格式不正确' }).optional(),
      }),
    },
    handler: async (req) => {
      const { fid, start, end, ...f } = req.body;
      return { code: 200, msg: 'ok', data: await alarms.list(fid, { ...f, start: start ? new Date(start) : undefined, end: end ? new Date(end) : undefined }) };
    },
  });

  app.post('/api/close_fac_alarmlog', {
    config: { access: access.perm('alarm.edit') },
    schema: { tags, summary: '关闭一条告警', body: z.object({ fid: fidSchema, alarm_id: z.coerce.number().int().positive('告警编号 alarm_id 无效'), reason }) },
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
      summary: '设置传感器的上下限告警',
      body: z.object({
        fid: fidSchema,
        point_id: z.coerce.number().int().positive(),
        high: z.number().finite().nullable(),
        low: z.number().finite().nullable(),
        level: z.coerce.number().int().min(0).max(9).default(1),
        delay_s: z.coerce.number().int().min(0).max(86_400).default(0),
        enabled: z.boolean().default(true),
      }),
    },
    handler: async (req) => {
      await alarms.saveThreshold(req.body.fid, req.body);
      return { code: 200, msg: '告警设置已保存' };
    },
  });
};
