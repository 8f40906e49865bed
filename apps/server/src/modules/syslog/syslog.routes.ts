import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  facEventItemSchema,
  logQueryBodySchema,
  logStatsBodySchema,
  logStatsSchema,
  okSchema,
  pageVisitBodySchema,
  pageVisitItemSchema,
  pagedSchema,
  userLogItemSchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import type { SyslogService } from './syslog.service.js';

const tags = ['日志'];

export const syslogRoutes: FastifyPluginAsyncZod<{ syslog: SyslogService }> = async (app, { syslog }) => {
  app.post('/api/add_page_visit_log', {
    config: { access: access.member },
    schema: { tags, summary: '记录页面访问', body: pageVisitBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      const { fid, site_name, path, param } = req.body;
      await syslog.pageVisit({ fid, uid: req.auth!.uid, siteName: site_name, path, param });
      return ok(undefined);
    },
  });

  app.post('/api/get_fac_userlog_list', {
    config: { access: access.perm('syslog.list') },
    schema: { tags, summary: '用户操作日志', body: logQueryBodySchema, response: { 200: envelopeSchema(pagedSchema(userLogItemSchema)) } },
    handler: async (req) => ok(await syslog.listUserLogs(req.body.fid, req.body)),
  });

  app.post('/api/get_fac_user_vo_list', {
    config: { access: access.perm('syslog.list') },
    schema: { tags, summary: '页面访问日志', body: logQueryBodySchema, response: { 200: envelopeSchema(pagedSchema(pageVisitItemSchema)) } },
    handler: async (req) => ok(await syslog.listPageVisits(req.body.fid, req.body)),
  });

  app.post('/api/get_fac_evt_log_list', {
    config: { access: access.perm('syslog.list') },
    schema: { tags, summary: '工厂事件日志', body: logQueryBodySchema, response: { 200: envelopeSchema(pagedSchema(facEventItemSchema)) } },
    handler: async (req) => ok(await syslog.listFacEvents(req.body.fid, req.body)),
  });

  app.post('/api/get_fac_log_stats', {
    config: { access: access.perm('syslog.list') },
    schema: { tags, summary: '日志概览：每日条数', body: logStatsBodySchema, response: { 200: envelopeSchema(logStatsSchema) } },
    handler: async (req) => ok(await syslog.stats(req.body.fid, req.body.days)),
  });
};
