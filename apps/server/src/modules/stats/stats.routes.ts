import { statsEmbed } from '@pfs/domain/stats';
import { routesOf } from '../../lib/route.js';
import type { StatsService } from './stats.service.js';

/** /dashboard: every member may ask; each block is filled only for the codes of the member's role. */
export const statsRoutes = routesOf('首页', (calls, { stats }: { stats: StatsService }) => {
  calls.serve(statsEmbed, ({ fid }, req) => stats.embed(fid, req.auth!.uid));
});
