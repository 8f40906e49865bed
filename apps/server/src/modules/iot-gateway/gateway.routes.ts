import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SWITCH_ACTIONS, envelopeSchema, fidSchema, gatewaySnSchema, idSchema, pageQuerySchema, textSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { notFound } from '../../lib/app-error.js';
import type { GatewayService } from './gateway.service.js';
import type { ControlService } from './control.service.js';

const tags = ['物联网'];
const gwIdSchema = idSchema('网关编号', 'gw_id');
const gwNameSchema = textSchema('网关名称', 64, { min: 2, minMsg: '网关名称至少 2 个字符' });
const areaIdSchema = idSchema('区域编号', 'area_id');
const secretResponse = envelopeSchema(z.object({ gw_id: z.number(), sn: z.string(), secret: z.string() }));

export const iotRoutes: FastifyPluginAsyncZod<{ gateways: GatewayService }> = async (app, { gateways }) => {
  app.post('/api/get_iot_gw_list', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '网关列表（在线状态与统计）', body: z.object({ fid: fidSchema }) },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await gateways.list(req.body.fid) }),
  });

  app.post('/api/create_iot_gw', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: {
      tags,
      summary: '新建网关（密钥只显示这一次）',
      body: z.object({
        fid: fidSchema,
        sn: gatewaySnSchema,
        name: gwNameSchema,
        area_id: areaIdSchema.nullable().optional(),
      }),
      response: { 200: secretResponse },
    },
    handler: async (req) => ({ code: 200, msg: '网关已创建，请妥善保存密钥，它只显示这一次', data: await gateways.create(req.body.fid, req.body, req.auth!.uid) }),
  });

  app.post('/api/rotate_iot_gw_secret', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '更换网关密钥', body: z.object({ fid: fidSchema, gw_id: gwIdSchema }), response: { 200: secretResponse } },
    handler: async (req) => ({ code: 200, msg: '密钥已更换，旧密钥立即失效', data: await gateways.rotateSecret(req.body.fid, req.body.gw_id, req.auth!.uid) }),
  });

  app.post('/api/update_iot_gw', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: {
      tags,
      summary: '修改网关名称与所在区域',
      body: z.object({
        fid: fidSchema,
        gw_id: gwIdSchema,
        name: gwNameSchema,
        area_id: areaIdSchema.nullable(),
      }),
    },
    handler: async (req) => {
      await gateways.update(req.body.fid, req.body.gw_id, req.body);
      return { code: 200, msg: '网关已保存' };
    },
  });

  app.post('/api/delete_iot_gw', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '删除网关及其全部设备和历史读数（密钥随之失效）', body: z.object({ fid: fidSchema, gw_id: gwIdSchema }) },
    handler: async (req) => {
      const g = await gateways.delete(req.body.fid, req.body.gw_id);
      return { code: 200, msg: `网关“${g.name}”及其设备已删除`, data: g };
    },
  });

  app.post('/api/get_iot_fac_states', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '工厂物联网状态：网关在线、最新数值、开关状态', body: z.object({ fid: fidSchema }) },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await gateways.facState(req.body.fid) }),
  });

  app.post('/api/get_iot_fac_state', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '单个网关的物联网状态', body: z.object({ fid: fidSchema, gw_id: gwIdSchema }) },
    handler: async (req) => {
      const one = (await gateways.facState(req.body.fid)).find((g) => g.gw_id === req.body.gw_id);
      if (!one) throw notFound('网关不存在或不属于本工厂');
      return { code: 200, msg: 'ok', data: one };
    },
  });
};

export const controlRoutes: FastifyPluginAsyncZod<{ control: ControlService }> = async (app, { control }) => {
  app.post('/api/iot_switch_ctrl', {
    config: { access: access.perm('iot.ctrl') },
    schema: {
      tags,
      summary: '下发开关指令（开、关或数值），返回控制请求',
      body: z.object({
        fid: fidSchema,
        point_id: idSchema('点位编号', 'point_id'),
        action: z.enum(SWITCH_ACTIONS, { error: '动作只能是 open、close 或 number' }),
        value: z.number({ error: '数值必须是数字' }).finite().nullable().optional(),
      }),
    },
    handler: async (req) => ({ code: 200, msg: '指令已下发，等待网关确认', data: await control.request(req.body.fid, req.body, req.auth!.uid) }),
  });

  app.post('/api/get_iot_req', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '控制请求的当前结果', body: z.object({ fid: fidSchema, req_id: z.string().uuid('请求编号 req_id 无效') }) },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await control.get(req.body.fid, req.body.req_id) }),
  });

  app.post('/api/get_iot_req_list', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '控制请求记录', body: pageQuerySchema.extend({ fid: fidSchema }) },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await control.list(req.body.fid, req.body.page, req.body.size) }),
  });
};
