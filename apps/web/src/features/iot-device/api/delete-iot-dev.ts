import type { iotDevRefBodySchema } from '@pfs/domain';
import { post, type BodyOf, type OkReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateDevices } from './query-keys';

/** POST /api/delete_iot_dev — deletes a point and its readings. */
export const deleteIotDev = (b: BodyOf<typeof iotDevRefBodySchema>) => post<OkReply>('/api/delete_iot_dev', b);

export const useDeleteIotDev = () => useRefreshingMutation(deleteIotDev, (qc, b) => invalidateDevices(qc, b.fid));
