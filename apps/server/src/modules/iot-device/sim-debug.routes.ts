import { READ_POINTS } from '@pfs/sim';
import { SIM_ANOMALY_LABELS, iotFacBodySchema, simGatewayListSchema, simInjectAnomalyBodySchema, simInjectedSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { routesOf, withMsg } from '../../lib/route.js';
import type { SimDebugService } from './sim-debug.service.js';

const sensorCodes = READ_POINTS.map((p) => p.point.code) as [string, ...string[]];

export const simDebugRoutes = routesOf('物联网调试', (calls, { sim }: { sim: SimDebugService }) => {
  calls.post(
    '/api/get_sim_gw_list',
    { access: access.perm('iot.list'), summary: '本工厂的模拟网关及正在生效的异常', body: iotFacBodySchema, data: simGatewayListSchema },
    ({ fid }) => sim.list(fid),
  );

  calls.post(
    '/api/sim_inject_anomaly',
    {
      access: access.perm('cfg.iot.edit'),
      summary: '向模拟网关注入异常：升温、传感器卡住、断线、指令失败率，或清除',
      body: simInjectAnomalyBodySchema(sensorCodes),
      data: simInjectedSchema,
    },
    async ({ fid, ...b }) => {
      const g = await sim.inject(fid, b);
      return withMsg(g, `${g.name}：已${b.kind === 'clear' ? '' : '注入'}${SIM_ANOMALY_LABELS[b.kind]}`);
    },
  );
});
