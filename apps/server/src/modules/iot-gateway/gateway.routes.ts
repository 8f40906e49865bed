import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  controlRequestPageSchema,
  controlRequestSchema,
  createIotGwBodySchema,
  deletedGatewaySchema,
  envelopeSchema,
  facStateSchema,
  gatewaySchema,
  gatewaySecretSchema,
  iotFacBodySchema,
  iotGwRefBodySchema,
  iotReqBodySchema,
  iotReqListBodySchema,
  iotSwitchCtrlBodySchema,
  okSchema,
  updateIotGwBodySchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { notFound } from '../../lib/app-error.js';
import { ok } from '../../lib/reply.js';
import type { GatewayService } from './gateway.service.js';
import type { ControlService } from './control.service.js';

const tags = ['物联网'];
const secretResponse = { 200: envelopeSchema(gatewaySecretSchema) };
const requestResponse = { 200: envelopeSchema(controlRequestSchema) };

export const iotRoutes: FastifyPluginAsyncZod<{ gateways: GatewayService }> = async (app, { gateways }) => {
  app.post('/api/get_iot_gw_list', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '网关列表（在线状态与统计）', body: iotFacBodySchema, response: { 200: envelopeSchema(z.array(gatewaySchema)) } },
    handler: async (req) => ok(await gateways.list(req.body.fid)),
  });

  app.post('/api/create_iot_gw', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '新建网关（密钥只显示这一次）', body: createIotGwBodySchema, response: secretResponse },
    handler: async (req) => ok(await gateways.create(req.body.fid, req.body, req.auth!.uid), '网关已创建，请妥善保存密钥，它只显示这一次'),
  });

  app.post('/api/rotate_iot_gw_secret', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '更换网关密钥', body: iotGwRefBodySchema, response: secretResponse },
    handler: async (req) => ok(await gateways.rotateSecret(req.body.fid, req.body.gw_id, req.auth!.uid), '密钥已更换，旧密钥立即失效'),
  });

  app.post('/api/update_iot_gw', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '修改网关名称与所在区域', body: updateIotGwBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      await gateways.update(req.body.fid, req.body.gw_id, req.body);
      return ok(undefined, '网关已保存');
    },
  });

  app.post('/api/delete_iot_gw', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '删除网关及其全部设备和历史读数（密钥随之失效）', body: iotGwRefBodySchema, response: { 200: envelopeSchema(deletedGatewaySchema) } },
    handler: async (req) => {
      const g = await gateways.delete(req.body.fid, req.body.gw_id);
      return ok(g, `网关“${g.name}”及其设备已删除`);
    },
  });

  app.post('/api/get_iot_fac_states', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '工厂物联网状态：网关在线、最新数值、开关状态', body: iotFacBodySchema, response: { 200: envelopeSchema(z.array(facStateSchema)) } },
    handler: async (req) => ok(await gateways.facState(req.body.fid)),
  });

  app.post('/api/get_iot_fac_state', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '单个网关的物联网状态', body: iotGwRefBodySchema, response: { 200: envelopeSchema(facStateSchema) } },
    handler: async (req) => {
      const one = (await gateways.facState(req.body.fid)).find((g) => g.gw_id === req.body.gw_id);
      if (!one) throw notFound('网关不存在或不属于本工厂');
      return ok(one);
    },
  });
};

export const controlRoutes: FastifyPluginAsyncZod<{ control: ControlService }> = async (app, { control }) => {
  app.post('/api/iot_switch_ctrl', {
    config: { access: access.perm('iot.ctrl') },
    schema: { tags, summary: '下发开关指令（开、关或数值），返回控制请求', body: iotSwitchCtrlBodySchema, response: requestResponse },
    handler: async (req) => ok(await control.request(req.body.fid, req.body, req.auth!.uid), '指令已下发，等待网关确认'),
  });

  app.post('/api/get_iot_req', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '控制请求的当前结果', body: iotReqBodySchema, response: requestResponse },
    handler: async (req) => ok(await control.get(req.body.fid, req.body.req_id)),
  });

  app.post('/api/get_iot_req_list', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '控制请求记录', body: iotReqListBodySchema, response: { 200: envelopeSchema(controlRequestPageSchema) } },
    handler: async (req) => ok(await control.list(req.body.fid, req.body.page, req.body.size)),
  });
};
