import { createIotDevBodySchema, createdDeviceSchema, devicePageSchema, iotDevListBodySchema, iotDevRefBodySchema, updateIotDevBodySchema } from '@pfs/domain';
import { pageRoutesOf, message } from '../../lib/route.js';
import type { DeviceService } from './device.service.js';

export const deviceRoutes = pageRoutesOf('物联网', ['iot.list', 'cfg.iot.edit'], ({ list, edit }, { devices }: { devices: DeviceService }) => {
  list.post(
    '/api/get_iot_dev_list',
    {
      summary: '设备列表（传感器、开关、计量表）：按区域、网关、分组、类型、关键字筛选',
      body: iotDevListBodySchema,
      data: devicePageSchema,
    },
    ({ fid, ...f }) => devices.list(fid, f),
  );

  edit.post(
    '/api/update_iot_dev',
    {
      summary: '修改设备：显示名称、单位、分组、排序、开关数值范围、启用（留空名称或单位则用网关上报的）',
      body: updateIotDevBodySchema,
      data: null,
    },
    async ({ fid, ...b }) => {
      await devices.update(fid, b);
      return message('设备已保存');
    },
  );

  edit.post(
    '/api/create_iot_dev',
    {
      summary: '预先登记网关上的设备（网关上线上报后补全类型外的信息）',
      body: createIotDevBodySchema,
      data: createdDeviceSchema,
      msg: '设备已登记',
    },
    ({ fid, ...b }) => devices.predeclare(fid, b),
  );

  edit.post(
    '/api/delete_iot_dev',
    { summary: '删除设备及其历史读数（网关再次上报时会重新出现）', body: iotDevRefBodySchema, data: null },
    async ({ fid, point_id }) => {
      const { name } = await devices.delete(fid, point_id);
      return message(`设备“${name}”及其历史读数已删除`);
    },
  );
});
