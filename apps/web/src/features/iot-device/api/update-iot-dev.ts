import type { updateIotDevBodySchema } from '@pfs/domain';
import { post, type BodyOf, type OkReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateDevices } from './query-keys';

export type UpdateDeviceBody = BodyOf<typeof updateIotDevBodySchema>;

/** POST /api/update_iot_dev — display name and unit (blank = the gateway's), group, order, switch range, enabled. */
export const updateIotDev = (b: UpdateDeviceBody) => post<OkReply>('/api/update_iot_dev', b);

export const useUpdateIotDev = () => useRefreshingMutation(updateIotDev, (qc, b) => invalidateDevices(qc, b.fid));
