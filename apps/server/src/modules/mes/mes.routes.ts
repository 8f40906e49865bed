import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MesServices } from './mes.services.js';
import { mesEquipRoutes } from './mes-equip.routes.js';
import { mesWoRoutes } from './mes-wo.routes.js';

/** 生产控制 and 工单: every mes call, each group registered with the services it uses. */
export const mesRoutes: FastifyPluginAsyncZod<{ mes: MesServices }> = async (app, { mes }) => {
  await app.register(mesEquipRoutes, { equip: mes.equip });
  await app.register(mesWoRoutes, { wo: mes.wo });
};
