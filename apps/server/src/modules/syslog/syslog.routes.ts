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
  const list = calls.as(access.perm('syslog.list'));

  calls.post(
    '/api/add_page_visit_log',
    { access: access.member, summary: '记录页面访问', body: pageVisitBodySchema, data: null },
    async ({ fid, site_name, path, param }, req) => {
      await syslog.pageVisit({ fid, uid: req.auth!.uid, siteName: site_name, path, param });
    },
  );

  list.post('/api/get_fac_userlog_list', { summary: '用户操作日志', body: logQueryBodySchema, data: pagedSchema(userLogItemSchema) }, (body) =>
    syslog.listUserLogs(body.fid, body),
  );

  list.post('/api/get_fac_user_vo_list', { summary: '页面访问日志', body: logQueryBodySchema, data: pagedSchema(pageVisitItemSchema) }, (body) =>
    syslog.listPageVisits(body.fid, body),
  );

  list.post('/api/get_fac_evt_log_list', { summary: '工厂事件日志', body: logQueryBodySchema, data: pagedSchema(facEventItemSchema) }, (body) =>
    syslog.listFacEvents(body.fid, body),
  );

  list.post('/api/get_fac_log_stats', { summary: '日志概览：每日条数', body: logStatsBodySchema, data: logStatsSchema }, ({ fid, days }) =>
    syslog.stats(fid, days),
  );
});
