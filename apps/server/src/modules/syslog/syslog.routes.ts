import { addPageVisitLog, getFacEvtLogList, getFacLogStats, getFacUserVoList, getFacUserlogList } from '@pfs/domain/syslog';
import { routesOf } from '../../lib/route.js';
import type { SyslogService } from './syslog.service.js';

export const syslogRoutes = routesOf('日志', (calls, { syslog }: { syslog: SyslogService }) => {
  calls.serve(addPageVisitLog, async ({ fid, site_name, path, param }, req) => {
    await syslog.pageVisit({ fid, uid: req.auth!.uid, siteName: site_name, path, param });
  });

  calls.serve(getFacUserlogList, (body) => syslog.listUserLogs(body.fid, body));

  calls.serve(getFacUserVoList, (body) => syslog.listPageVisits(body.fid, body));

  calls.serve(getFacEvtLogList, (body) => syslog.listFacEvents(body.fid, body));

  calls.serve(getFacLogStats, ({ fid, days }) => syslog.stats(fid, days));
});
