import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deviceGroupSchema,
  envelopeSchema,
  iotAreaSchema,
  iotDevgrpRefBodySchema,
  iotDevgrpSaveBodySchema,
  iotFacBodySchema,
  okSchema,
  savedDeviceGroupSchema,
  setIotDevgrpPointsBodySchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import type { DeviceGroupService } from './device-group.service.js';

const tags = ['物联网'];

export const deviceGroupRoutes: FastifyPluginAsyncZod<{ groups: DeviceGroupService }> = async (app, { groups }) => {
  app.post('/api/get_iot_devgrp_list', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '设备分组列表（含区域与设备数）', body: iotFacBodySchema, response: { 200: envelopeSchema(z.array(deviceGroupSchema)) } },
    handler: async (req) => ok(await groups.list(req.body.fid)),
  });

  app.post('/api/get_iot_area_list', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '本工厂的区域（用于选择网关、分组所在区域）', body: iotFacBodySchema, response: { 200: envelopeSchema(z.array(iotAreaSchema)) } },
    handler: async (req) => ok(await groups.areas(req.body.fid)),
  });

  app.post('/api/save_iot_devgrp', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '新建或修改设备分组（带 grp_id 为修改）', body: iotDevgrpSaveBodySchema, response: { 200: envelopeSchema(savedDeviceGroupSchema) } },
    handler: async (req) => ok(await groups.save(req.body.fid, req.body), req.body.grp_id ? '分组已保存' : '分组已创建'),
  });

  app.post('/api/delete_iot_devgrp', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '删除设备分组（其中的设备变为未分组）', body: iotDevgrpRefBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      await groups.delete(req.body.fid, req.body.grp_id);
      return ok(undefined, '分组已删除，其中的设备已变为未分组');
    },
  });

  app.post('/api/set_iot_devgrp_points', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '设置分组包含的设备（整体替换）', body: setIotDevgrpPointsBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      await groups.setPoints(req.body.fid, req.body.grp_id, req.body.point_ids);
      return ok(undefined, `分组已包含 ${new Set(req.body.point_ids).size} 个设备`);
    },
  });
};
