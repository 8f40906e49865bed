import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MesWoServices } from './mes-wo.services.js';

/** 工单: the work-order calls and lists, the board, the worker's phone view and labour. */
export const mesWoRoutes: FastifyPluginAsyncZod<{ wo: MesWoServices }> = async () => {};
