import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, iotLogItemSchema, iotLogQuerySchema, pagedSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import type { IotLogService } from './iotlog.service.js';

export const iotLogRoutes: FastifyPluginAsyncZod<{ iotlog: IotLogService }> = async (app, { iotlog }) => {
  app.post('/api/get_iot_log_list', {
    config: { access: access.perm('syslog.list') },
    schema: {
      tags: ['日志'],
      summary: '物联网日志：控制、网关上下线、配置变更（按时间、类型、成员、关键词筛选）',
      body: iotLogQuerySchema,
      response: { 200: envelopeSchema(pagedSchema(iotLogItemSchema)) },
    },
    handler: async (req) => ok(await iotlog.list(req.body.fid, req.body)),
  });
};
