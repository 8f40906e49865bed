import { getIotConsumption } from '@pfs/domain/iot-analysis';
import { routesOf } from '../../lib/route.js';
import type { ConsumptionService } from './consumption.service.js';

export const consumptionRoutes = routesOf('物联网分析', (calls, { consumption }: { consumption: ConsumptionService }) => {
  calls.serve(getIotConsumption, (body) => consumption.consumption(body.fid, body), { config: { expensive: true } });
});
