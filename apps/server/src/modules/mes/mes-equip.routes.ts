import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MesEquipServices } from './mes-equip.services.js';

/** 播种设备, 移栽设备, 采收设备: the machine calls and lists. */
export const mesEquipRoutes: FastifyPluginAsyncZod<{ equip: MesEquipServices }> = async () => {};
