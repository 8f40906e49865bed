import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  climateTargetsSchema,
  envelopeSchema,
  facIotCfgSchema,
  facRefBodySchema,
  okSchema,
  saveClimateTargetsBodySchema,
  setAreaGatewaysBodySchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import type { FacIotCfgService } from './fac-iot-cfg.service.js';

const tags = ['物联网配置'];

/** /cfg/factory/iot-cfg: which gateways give each area's climate, and the targets per area kind. */
export const facIotCfgRoutes: FastifyPluginAsyncZod<{ iotCfg: FacIotCfgService }> = async (app, { iotCfg }) => {
  app.post('/api/get_fac_iot_cfg', {
    config: { access: access.perm('cfg.iot.list') },
    schema: { tags, summary: '区域与网关的对应、各类区域的环境目标', body: facRefBodySchema, response: { 200: envelopeSchema(facIotCfgSchema) } },
    handler: async (req) => ok(await iotCfg.get(req.body.fid)),
  });

  app.post('/api/set_fac_area_gateways', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '设置区域的环境网关（网关从原区域移来；未列出的解除关联）', body: setAreaGatewaysBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      await iotCfg.setAreaGateways(req.body.fid, req.body.area_id, req.body.gw_ids, req.auth!.uid);
      return ok(undefined, '区域网关已保存');
    },
  });

  app.post('/api/save_area_climate_targets', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: {
      tags,
      summary: '保存一类区域的环境目标（每项上下限可空，下限不大于上限）',
      body: saveClimateTargetsBodySchema,
      response: { 200: envelopeSchema(climateTargetsSchema) },
    },
    handler: async (req) => ok(await iotCfg.saveTargets(req.body, req.auth!.uid), '环境目标已保存'),
  });
};
