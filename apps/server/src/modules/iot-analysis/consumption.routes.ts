import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consumptionBodySchema, consumptionSchema, envelopeSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import type { ConsumptionService } from './consumption.service.js';

export const consumptionRoutes: FastifyPluginAsyncZod<{ consumption: ConsumptionService }> = async (app, { consumption }) => {
  app.post('/api/get_iot_consumption', {
    config: { access: access.perm('iot.list'), expensive: true },
    schema: {
      tags: ['物联网分析'],
      summary: '用电（kwh）/用水（m3）统计：按日或按月、按区域和计量表（计量表复位不计为负）',
      body: consumptionBodySchema,
      response: { 200: envelopeSchema(consumptionSchema) },
    },
    handler: async (req) => ok(await consumption.consumption(req.body.fid, req.body)),
  });
};
