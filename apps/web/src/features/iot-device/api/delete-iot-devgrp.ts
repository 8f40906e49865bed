import type { iotDevgrpRefBodySchema } from '@pfs/domain';
import { post, type BodyOf, type OkReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateDevices } from './query-keys';

/** POST /api/delete_iot_devgrp — its devices become ungrouped. */
export const deleteIotDevgrp = (b: BodyOf<typeof iotDevgrpRefBodySchema>) => post<OkReply>('/api/delete_iot_devgrp', b);

export const useDeleteIotDevgrp = () => useRefreshingMutation(deleteIotDevgrp, (qc, b) => invalidateDevices(qc, b.fid));
