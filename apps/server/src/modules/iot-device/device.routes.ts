import { createIotDev, deleteIotDev, getIotDevList, updateIotDev } from '@pfs/domain/iot-device';
import { routesOf, message } from '../../lib/route.js';
import type { DeviceService } from './device.service.js';

export const deviceRoutes = routesOf('物联网', (calls, { devices }: { devices: DeviceService }) => {
  calls.serve(getIotDevList, ({ fid, ...f }) => devices.list(fid, f));
  calls.serve(updateIotDev, async ({ fid, ...b }) => {
    await devices.update(fid, b);
    return message('设备已保存');
  });
  calls.serve(createIotDev, ({ fid, ...b }) => devices.predeclare(fid, b));
  calls.serve(deleteIotDev, async ({ fid, point_id }) => {
    const { name } = await devices.delete(fid, point_id);
    return message(`设备“${name}”及其历史读数已删除`);
  });
});
