import { type CallBody } from '@pfs/domain';
import { updateIotDev } from '@pfs/domain/iot-device';
import { callWithMsg } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateDevices } from './query-keys';

/** Display name and unit (blank = the gateway's), group, order, switch range, enabled. */
export const useUpdateIotDev = () => useRefreshingMutation((b: CallBody<typeof updateIotDev>) => callWithMsg(updateIotDev, b), (qc) => invalidateDevices(qc));
