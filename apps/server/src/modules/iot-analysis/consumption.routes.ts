import { consumptionBodySchema, consumptionSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { routesOf } from '../../lib/route.js';
import type { ConsumptionService } from './consumption.service.js';

export const consumptionRoutes = routesOf('物联网分析', (calls, { consumption }: { consumption: ConsumptionService }) => {
  calls.post(
    '/api/get_iot_consumption',
    {
      access: access.perm('iot.list'),
      summary: '用电（kwh）/用水（m3）统计：按日或按月、按区域和计量表（计量表复位不计为负）',
      body: consumptionBodySchema,
      data: consumptionSchema,
      config: { expensive: true },
    },
    (body) => consumption.consumption(body.fid, body),
  );
});
