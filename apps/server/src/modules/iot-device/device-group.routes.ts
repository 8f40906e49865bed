import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fidSchema, idSchema, intSchema, textSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import type { DeviceGroupService } from './device-group.service.js';

const tags = ['物联网'];
const grpIdSchema = idSchema('分组编号', 'grp_id');
export const areaIdSchema = idSchema('区域编号', 'area_id');

export const deviceGroupRoutes: FastifyPluginAsyncZod<{ groups: DeviceGroupService }> = async (app, { groups }) => {
  app.post('/api/get_iot_devgrp_list', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '设备分组列表（含区域与设备数）', body: z.object({ fid: fidSchema }) },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await groups.list(req.body.fid) }),
  });

  app.post('/api/get_iot_area_list', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '本工厂的区域（用于选择网关、分组所在区域）', body: z.object({ fid: fidSchema }) },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await groups.areas(req.body.fid) }),
  });

  app.post('/api/save_iot_devgrp', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: {
      tags,
      summary: '新建或修改设备分组（带 grp_id 为修改）',
      body: z.object({
        fid: fidSchema,
        grp_id: grpIdSchema.optional(),
        name: textSchema('分组名称', 32, { min: 1 }),
        area_id: areaIdSchema.nullable().default(null),
        sort_no: intSchema('排序 sort_no', { min: 0, max: 9999 }).default(0),
        description: textSchema('说明', 200, { multiline: true }).default(''),
      }),
    },
    handler: async (req) => {
      const data = await groups.save(req.body.fid, req.body);
      return { code: 200, msg: req.body.grp_id ? '分组已保存' : '分组已创建', data };
    },
  });

  app.post('/api/delete_iot_devgrp', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '删除设备分组（其中的设备变为未分组）', body: z.object({ fid: fidSchema, grp_id: grpIdSchema }) },
    handler: async (req) => {
      await groups.delete(req.body.fid, req.body.grp_id);
      return { code: 200, msg: '分组已删除，其中的设备已变为未分组' };
    },
  });

  app.post('/api/set_iot_devgrp_points', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: {
      tags,
      summary: '设置分组包含的设备（整体替换）',
      body: z.object({
        fid: fidSchema,
        grp_id: grpIdSchema,
        point_ids: z.array(idSchema('设备编号', 'point_ids'), { error: '请提供设备列表 point_ids' }).max(2000, '一次最多 2000 个设备'),
      }),
    },
    handler: async (req) => {
      await groups.setPoints(req.body.fid, req.body.grp_id, req.body.point_ids);
      return { code: 200, msg: `分组已包含 ${new Set(req.body.point_ids).size} 个设备` };
    },
  });
};
