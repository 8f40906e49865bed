import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POINT_KINDS, birthPointSchema, fidSchema, pageQuerySchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import type { DeviceService } from './device.service.js';
import { areaIdSchema } from './device-group.routes.js';

const tags = ['物联网'];
const pointIdSchema = z.coerce.number({ error: '设备编号 point_id 必须是数字' }).int().positive('设备编号 point_id 无效');
const idOf = (what: string) => z.coerce.number({ error: `${what}必须是数字` }).int().positive(`${what}无效`);
const kindSchema = z.enum(POINT_KINDS, { error: '类型只能是 sensor（传感器）、switch（开关）或 meter（计量表）' });
const nameSchema = z.string().trim().max(32, '名称不能超过 32 个字符');
const unitSchema = z.string().trim().max(16, '单位不能超过 16 个字符');
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
        gw_id: idOf('网关编号 gw_id').optional(),
        /** 0 = not in any group. */
        grp_id: z.coerce.number({ error: '分组编号 grp_id 必须是数字' }).int().min(0, '分组编号 grp_id 无效').optional(),
        kind: kindSchema.optional(),
        keyword: z.string().trim().max(64, '关键字不能超过 64 个字符').optional(),
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
        grp_id: idOf('分组编号 grp_id').nullable().optional(),
        sort_no: z.coerce.number({ error: '排序必须是数字' }).int('排序必须是整数').min(0, '排序不能小于 0').max(9999, '排序不能超过 9999').optional(),
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
        gw_id: idOf('网关编号 gw_id'),
        code: birthPointSchema.shape.code,
        kind: kindSchema,
        name: nameSchema.min(1, '请填写设备名称'),
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
