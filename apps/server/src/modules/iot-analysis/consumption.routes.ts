import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONSUMPTION_QUANTITIES, fidSchema, historyDaySchema, type ConsumptionQuantity } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import type { ConsumptionService } from './consumption.service.js';

const quantities = Object.keys(CONSUMPTION_QUANTITIES) as [ConsumptionQuantity, ...ConsumptionQuantity[]];

export const consumptionRoutes: FastifyPluginAsyncZod<{ consumption: ConsumptionService }> = async (app, { consumption }) => {
  app.post('/api/get_iot_consumption', {
    config: { access: access.perm('iot.list'), expensive: true },
    schema: {
      tags: ['物联网分析'],
      summary: '用电（kwh）/用水（m3）统计：按日或按月、按区域和计量表（计量表复位不计为负）',
      body: z.object({
        fid: fidSchema,
        quantity: z.enum(quantities, { error: '统计对象 quantity 只能是 kwh（用电）或 m3（用水）' }),
        start_day: historyDaySchema('start_day', '开始日期'),
        end_day: historyDaySchema('end_day', '结束日期'),
        grain: z.enum(['day', 'month'], { error: '统计粒度 grain 只能是 day（按日）或 month（按月）' }).default('day'),
      }),
    },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await consumption.consumption(req.body.fid, req.body) }),
  });
};
