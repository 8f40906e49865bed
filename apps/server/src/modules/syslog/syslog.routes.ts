import {
  facEventItemSchema,
  logQueryBodySchema,
  logStatsBodySchema,
  logStatsSchema,
  pageVisitBodySchema,
  pageVisitItemSchema,
  pagedSchema,
  userLogItemSchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { routesOf } from '../../lib/route.js';
import type { SyslogService } from './syslog.service.js';

export const syslogRoutes = routesOf('日志', (calls, { syslog }: { syslog: SyslogService }) => {
  const list = access.perm('syslog.list');

  calls.post(
    '/api/add_page_visit_log',
    { access: access.member, summary: '记录页面访问', body: pageVisitBodySchema, data: null },
    async ({ fid, site_name, path, param }, req) => {
      await syslog.pageVisit({ fid, uid: req.auth!.uid, siteName: site_name, path, param });
    },
  );

  calls.post(
    '/api/get_fac_userlog_list',
    { access: list, summary: '用户操作日志', body: logQueryBodySchema, data: pagedSchema(userLogItemSchema) },
    async (body) => syslog.listUserLogs(body.fid, body),
  );

  calls.post(
    '/api/get_fac_user_vo_list',
    { access: list, summary: '页面访问日志', body: logQueryBodySchema, data: pagedSchema(pageVisitItemSchema) },
    async (body) => syslog.listPageVisits(body.fid, body),
  );

  calls.post(
    '/api/get_fac_evt_log_list',
    { access: list, summary: '工厂事件日志', body: logQueryBodySchema, data: pagedSchema(facEventItemSchema) },
    async (body) => syslog.listFacEvents(body.fid, body),
  );

  calls.post('/api/get_fac_log_stats', { access: list, summary: '日志概览：每日条数', body: logStatsBodySchema, data: logStatsSchema }, async ({ fid, days }) =>
    syslog.stats(fid, days),
  );
});
