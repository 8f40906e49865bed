import { getSiHome, siReport, siStatsList } from '@pfs/domain/si';
import { routesOf } from '../../lib/route.js';
import type { SiStatsService } from './si-stats.service.js';

/** 巡检统计, 巡检月报 and the home card: one statistics function answers all three. */
export const siStatsRoutes = routesOf('日常巡检', (calls, { stats }: { stats: SiStatsService }) => {
  calls.serveList(siStatsList, ({ fid, from, to, dim }) => stats.stats(fid, { from, to, dim }));
  calls.serveList(siReport, ({ fid, year, month }) => stats.report(fid, year, month));
  calls.serve(getSiHome, ({ fid }) => stats.home(fid));
});
