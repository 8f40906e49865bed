import { READ_POINTS } from '@pfs/sim';
import { SIM_ANOMALY_LABELS, simGatewayListSchema, simInjectAnomalyBodySchema, simInjectedSchema } from '@pfs/domain';
import { pageRoutesOf, withMsg } from '../../lib/route.js';
import type { SimDebugService } from './sim-debug.service.js';

const sensorCodes = READ_POINTS.map((p) => p.point.code) as [string, ...string[]];

export const simDebugRoutes = pageRoutesOf('物联网调试', ['iot.list', 'cfg.iot.edit'], ({ list, edit }, { sim }: { sim: SimDebugService }) => {
  list.factory('/api/get_sim_gw_list', { summary: '本工厂的模拟网关及正在生效的异常', data: simGatewayListSchema }, (fid) => sim.list(fid));

  edit.post(
    '/api/sim_inject_anomaly',
    {
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
