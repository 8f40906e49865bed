import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INT4_MAX, POINT_KINDS, birthPointSchema, fidSchema, idSchema, intSchema, pageQuerySchema, textSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import type { DeviceService } from './device.service.js';
import { areaIdSchema } from './device-group.routes.js';

const tags = ['物联网'];
const pointIdSchema = idSchema('设备编号', 'point_id');
const gwIdSchema = idSchema('网关编号', 'gw_id');
const grpIdSchema = idSchema('分组编号', 'grp_id');
const sortNoSchema = intSchema('排序 sort_no', { min: 0, max: 9999 });
const kindSchema = z.enum(POINT_KINDS, { error: '类型只能是 sensor（传感器）、switch（开关）或 meter（计量表）' });
const nameSchema = textSchema('名称', 32);
const unitSchema = textSchema('单位', 16);
const limitSchema = (what: string) => z.number({ error: `${what}必须是数字` }).finite(`${what}必须是有限数字`).nullable().optional();

export const deviceRoutes: FastifyPluginAsyncZod<{ devices: DeviceService }> = async (app, { devices }) => {
  app.post('/api/get_iot_dev_list', {
    config: { access: access.perm('iot.list') },
    schema: {
      tags,
      summary: '设备列表（传感器、开关、计量表）：按区域、网关、分组、类型、关键字筛选',
      body: pageQuerySchema.extend({
        fid: fidSchema,
        area_id: areaIdSchema.optional(),
        gw_id: gwIdSchema.optional(),
        /** 0 = not in any group. */
        grp_id: intSchema('分组编号 grp_id', { min: 0, max: INT4_MAX }).optional(),
        kind: kindSchema.optional(),
        keyword: textSchema('关键字', 64).optional(),
      }),
    },
    handler: async (req) => {
      const { fid, ...f } = req.body;
      return { code: 200, msg: 'ok', data: await devices.list(fid, f) };
    },
  });

  app.post('/api/update_iot_dev', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: {
      tags,
      summary: '修改设备：显示名称、单位、分组、排序、开关数值范围、启用（留空名称或单位则用网关上报的）',
      body: z.object({
        fid: fidSchema,
        point_id: pointIdSchema,
        name: nameSchema.optional(),
        unit: unitSchema.optional(),
        grp_id: grpIdSchema.nullable().optional(),
        sort_no: sortNoSchema.optional(),
        min: limitSchema('最小值'),
        max: limitSchema('最大值'),
        enabled: z.boolean({ error: '启用必须是 true 或 false' }).optional(),
      }),
    },
    handler: async (req) => {
      const { fid, ...b } = req.body;
      await devices.update(fid, b);
      return { code: 200, msg: '设备已保存' };
    },
  });

  app.post('/api/create_iot_dev', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: {
      tags,
      summary: '预先登记网关上的设备（网关上线上报后补全类型外的信息）',
      body: z.object({
        fid: fidSchema,
        gw_id: gwIdSchema,
        code: birthPointSchema.shape.code,
        kind: kindSchema,
        name: textSchema('设备名称', 32, { min: 1 }),
        unit: unitSchema.default(''),
        min: limitSchema('最小值'),
        max: limitSchema('最大值'),
      }),
    },
    handler: async (req) => {
      const { fid, ...b } = req.body;
      return { code: 200, msg: '设备已登记', data: await devices.predeclare(fid, b) };
    },
  });

  app.post('/api/delete_iot_dev', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '删除设备及其历史读数（网关再次上报时会重新出现）', body: z.object({ fid: fidSchema, point_id: pointIdSchema }) },
    handler: async (req) => {
      const { name } = await devices.delete(req.body.fid, req.body.point_id);
      return { code: 200, msg: `设备“${name}”及其历史读数已删除` };
    },
  });
};
