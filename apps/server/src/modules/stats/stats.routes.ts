import { statsEmbedBodySchema, statsEmbedSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { routesOf } from '../../lib/route.js';
import type { StatsService } from './stats.service.js';

/** /dashboard: every member may ask; each block is filled only for the codes of the member's role. */
export const statsRoutes = routesOf('首页', (calls, { stats }: { stats: StatsService }) => {
  calls.post(
    '/api/stats/embed',
    {
      access: access.member,
      summary: '首页：今日到期操作、各阶段盘数、近 7 天采收、未关闭告警、库存预警、各区域当前环境（按角色权限，无权的块为 null）',
      body: statsEmbedBodySchema,
      data: statsEmbedSchema,
    },
    ({ fid }, req) => stats.embed(fid, req.auth!.uid),
  );
});
