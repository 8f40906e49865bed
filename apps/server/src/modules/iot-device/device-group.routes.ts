import { z } from 'zod';
import {
  deviceGroupSchema,
  iotAreaSchema,
  iotDevgrpRefBodySchema,
  iotDevgrpSaveBodySchema,
  savedDeviceGroupSchema,
  setIotDevgrpPointsBodySchema,
} from '@pfs/domain';
import { pageRoutesOf, message, withMsg } from '../../lib/route.js';
import type { DeviceGroupService } from './device-group.service.js';

export const deviceGroupRoutes = pageRoutesOf('物联网', ['iot.list', 'cfg.iot.edit'], ({ list, edit }, { groups }: { groups: DeviceGroupService }) => {
  list.factory('/api/get_iot_devgrp_list', { summary: '设备分组列表（含区域与设备数）', data: z.array(deviceGroupSchema) }, (fid) => groups.list(fid));

  list.factory('/api/get_iot_area_list', { summary: '本工厂的区域（用于选择网关、分组所在区域）', data: z.array(iotAreaSchema) }, (fid) => groups.areas(fid));

  edit.post(
    '/api/save_iot_devgrp',
    { summary: '新建或修改设备分组（带 grp_id 为修改）', body: iotDevgrpSaveBodySchema, data: savedDeviceGroupSchema },
    async (body) => withMsg(await groups.save(body.fid, body), body.grp_id ? '分组已保存' : '分组已创建'),
  );

  edit.post(
    '/api/delete_iot_devgrp',
    { summary: '删除设备分组（其中的设备变为未分组）', body: iotDevgrpRefBodySchema, data: null, msg: '分组已删除，其中的设备已变为未分组' },
    ({ fid, grp_id }) => groups.delete(fid, grp_id),
  );

  edit.post(
    '/api/set_iot_devgrp_points',
    { summary: '设置分组包含的设备（整体替换）', body: setIotDevgrpPointsBodySchema, data: null },
    async ({ fid, grp_id, point_ids }) => {
      await groups.setPoints(fid, grp_id, point_ids);
      return message(`分组已包含 ${new Set(point_ids).size} 个设备`);
    },
  );
});
