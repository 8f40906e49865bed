import { z } from 'zod';
import {
  controlRequestPageSchema,
  controlRequestSchema,
  createIotGwBodySchema,
  deletedGatewaySchema,
  facStateSchema,
  gatewaySchema,
  gatewaySecretSchema,
  iotGwRefBodySchema,
  iotReqBodySchema,
  iotReqListBodySchema,
  iotSwitchCtrlBodySchema,
  updateIotGwBodySchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { notFound } from '../../lib/app-error.js';
import { pageRoutesOf, routesOf, withMsg } from '../../lib/route.js';
import type { GatewayService } from './gateway.service.js';
import type { ControlService } from './control.service.js';

const tag = '物联网';

export const iotRoutes = pageRoutesOf(tag, ['iot.list', 'cfg.iot.edit'], ({ list, edit }, { gateways }: { gateways: GatewayService }) => {
  list.factory('/api/get_iot_gw_list', { summary: '网关列表（在线状态与统计）', data: z.array(gatewaySchema) }, (fid) => gateways.list(fid));

  edit.post(
    '/api/create_iot_gw',
    {
      summary: '新建网关（密钥只显示这一次）',
      body: createIotGwBodySchema,
      data: gatewaySecretSchema,
      msg: '网关已创建，请妥善保存密钥，它只显示这一次',
    },
    (body, req) => gateways.create(body.fid, body, req.auth!.uid),
  );

  edit.post(
    '/api/rotate_iot_gw_secret',
    { summary: '更换网关密钥', body: iotGwRefBodySchema, data: gatewaySecretSchema, msg: '密钥已更换，旧密钥立即失效' },
    ({ fid, gw_id }, req) => gateways.rotateSecret(fid, gw_id, req.auth!.uid),
  );

  edit.post('/api/update_iot_gw', { summary: '修改网关名称与所在区域', body: updateIotGwBodySchema, data: null, msg: '网关已保存' }, (body) =>
    gateways.update(body.fid, body.gw_id, body),
  );

  edit.post(
    '/api/delete_iot_gw',
    { summary: '删除网关及其全部设备和历史读数（密钥随之失效）', body: iotGwRefBodySchema, data: deletedGatewaySchema },
    async ({ fid, gw_id }) => {
      const g = await gateways.delete(fid, gw_id);
      return withMsg(g, `网关“${g.name}”及其设备已删除`);
    },
  );

  list.factory('/api/get_iot_fac_states', { summary: '工厂物联网状态：网关在线、最新数值、开关状态', data: z.array(facStateSchema) }, (fid) =>
    gateways.facState(fid),
  );

  list.post('/api/get_iot_fac_state', { summary: '单个网关的物联网状态', body: iotGwRefBodySchema, data: facStateSchema }, async ({ fid, gw_id }) => {
    const one = (await gateways.facState(fid)).find((g) => g.gw_id === gw_id);
    if (!one) throw notFound('网关不存在或不属于本工厂');
    return one;
  });
});

export const controlRoutes = routesOf(tag, (calls, { control }: { control: ControlService }) => {
  const list = calls.as(access.perm('iot.list'));

  calls.post(
    '/api/iot_switch_ctrl',
    {
      access: access.perm('iot.ctrl'),
      summary: '下发开关指令（开、关或数值），返回控制请求',
      body: iotSwitchCtrlBodySchema,
      data: controlRequestSchema,
      msg: '指令已下发，等待网关确认',
    },
    (body, req) => control.request(body.fid, body, req.auth!.uid),
  );

  list.post('/api/get_iot_req', { summary: '控制请求的当前结果', body: iotReqBodySchema, data: controlRequestSchema }, ({ fid, req_id }) =>
    control.get(fid, req_id),
  );

  list.post('/api/get_iot_req_list', { summary: '控制请求记录', body: iotReqListBodySchema, data: controlRequestPageSchema }, ({ fid, page, size }) =>
    control.list(fid, page, size),
  );
});
