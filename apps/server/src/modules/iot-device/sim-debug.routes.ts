import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READ_POINTS } from '@pfs/sim';
import { SIM_ANOMALY_LABELS, envelopeSchema, iotFacBodySchema, simGatewayListSchema, simInjectAnomalyBodySchema, simInjectedSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import type { SimDebugService } from './sim-debug.service.js';

const tags = ['物联网调试'];
const sensorCodes = READ_POINTS.map((p) => p.point.code) as [string, ...string[]];

export const simDebugRoutes: FastifyPluginAsyncZod<{ sim: SimDebugService }> = async (app, { sim }) => {
  app.post('/api/get_sim_gw_list', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '本工厂的模拟网关及正在生效的异常', body: iotFacBodySchema, response: { 200: envelopeSchema(simGatewayListSchema) } },
    handler: async (req) => ok(await sim.list(req.body.fid)),
  });

  app.post('/api/sim_inject_anomaly', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: {
      tags,
      summary: '向模拟网关注入异常：升温、传感器卡住、断线、指令失败率，或清除',
      body: simInjectAnomalyBodySchema(sensorCodes),
      response: { 200: envelopeSchema(simInjectedSchema) },
    },
    handler: async (req) => {
      const { fid, ...b } = req.body;
      const g = await sim.inject(fid, b);
      return ok(g, `${g.name}：已${b.kind === 'clear' ? '' : '注入'}${SIM_ANOMALY_LABELS[b.kind]}`);
    },
  });
};
