import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiServices } from './si.services.js';

/** 日常巡检 and 巡检配置: every si call, each group registered with the services it uses. */
export const siRoutes: FastifyPluginAsyncZod<{ si: SiServices }> = async (app, { si }) => {
  void app;
  void si;
};
