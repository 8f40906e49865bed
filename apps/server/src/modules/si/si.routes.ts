import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiServices } from './si.services.js';
import { siStatsRoutes } from './si-stats.routes.js';
import { siCfgRoutes } from './si-cfg.routes.js';
import { siPlanRoutes } from './si-plan.routes.js';

/** 日常巡检 and 巡检配置: every si call, each group registered with the services it uses. */
export const siRoutes: FastifyPluginAsyncZod<{ si: SiServices }> = async (app, { si }) => {
  await app.register(siCfgRoutes, { items: si.items, rules: si.rules });
  await app.register(siPlanRoutes, { plans: si.plans, answers: si.answers, records: si.records, cases: si.cases, photos: si.photos });
  await app.register(siStatsRoutes, { stats: si.stats });
};
