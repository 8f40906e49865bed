import { type CallBody } from '@pfs/domain';
import { deleteIotDev } from '@pfs/domain/iot-device';
import { callWithMsg } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateDevices } from './query-keys';

/** Deletes a point and its readings. */
export const useDeleteIotDev = () => useRefreshingMutation((b: CallBody<typeof deleteIotDev>) => callWithMsg(deleteIotDev, b), (qc) => invalidateDevices(qc));
