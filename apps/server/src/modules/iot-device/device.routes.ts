import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createIotDevBodySchema, createdDeviceSchema, devicePageSchema, envelopeSchema, iotDevListBodySchema, iotDevRefBodySchema, okSchema, updateIotDevBodySchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import type { DeviceService } from './device.service.js';

const tags = ['物联网'];

export const deviceRoutes: FastifyPluginAsyncZod<{ devices: DeviceService }> = async (app, { devices }) => {
  app.post('/api/get_iot_dev_list', {
    config: { access: access.perm('iot.list') },
    schema: {
      tags,
      summary: '设备列表（传感器、开关、计量表）：按区域、网关、分组、类型、关键字筛选',
      body: iotDevListBodySchema,
      response: { 200: envelopeSchema(devicePageSchema) },
    },
    handler: async (req) => {
      const { fid, ...f } = req.body;
      return ok(await devices.list(fid, f));
    },
  });

  app.post('/api/update_iot_dev', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: {
      tags,
      summary: '修改设备：显示名称、单位、分组、排序、开关数值范围、启用（留空名称或单位则用网关上报的）',
      body: updateIotDevBodySchema,
      response: { 200: okSchema },
    },
    handler: async (req) => {
      const { fid, ...b } = req.body;
      await devices.update(fid, b);
      return ok(undefined, '设备已保存');
    },
  });

  app.post('/api/create_iot_dev', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: {
      tags,
      summary: '预先登记网关上的设备（网关上线上报后补全类型外的信息）',
      body: createIotDevBodySchema,
      response: { 200: envelopeSchema(createdDeviceSchema) },
    },
    handler: async (req) => {
      const { fid, ...b } = req.body;
      return ok(await devices.predeclare(fid, b), '设备已登记');
    },
  });

  app.post('/api/delete_iot_dev', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '删除设备及其历史读数（网关再次上报时会重新出现）', body: iotDevRefBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      const { name } = await devices.delete(req.body.fid, req.body.point_id);
      return ok(undefined, `设备“${name}”及其历史读数已删除`);
    },
  });
};
