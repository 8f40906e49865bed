import { deleteIotDevgrp, getIotAreaList, getIotDevgrpList, saveIotDevgrp, setIotDevgrpPoints } from '@pfs/domain/iot-device';
import { routesOf, message, withMsg } from '../../lib/route.js';
import type { DeviceGroupService } from './device-group.service.js';

export const deviceGroupRoutes = routesOf('物联网', (calls, { groups }: { groups: DeviceGroupService }) => {
  calls.serve(getIotDevgrpList, ({ fid }) => groups.list(fid));
  calls.serve(getIotAreaList, ({ fid }) => groups.areas(fid));
  calls.serve(saveIotDevgrp, async (body) => withMsg(await groups.save(body.fid, body), body.grp_id ? '分组已保存' : '分组已创建'));
  calls.serve(deleteIotDevgrp, ({ fid, grp_id }) => groups.delete(fid, grp_id));
  calls.serve(setIotDevgrpPoints, async ({ fid, grp_id, point_ids }) => {
    await groups.setPoints(fid, grp_id, point_ids);
    return message(`分组已包含 ${new Set(point_ids).size} 个设备`);
  });
});
