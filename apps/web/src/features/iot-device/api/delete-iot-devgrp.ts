import { type CallBody } from '@pfs/domain';
import { deleteIotDevgrp } from '@pfs/domain/iot-device';
import { callWithMsg } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateDevices } from './query-keys';

/** Its devices become ungrouped. */
export const useDeleteIotDevgrp = () => useRefreshingMutation((b: CallBody<typeof deleteIotDevgrp>) => callWithMsg(deleteIotDevgrp, b), (qc) => invalidateDevices(qc));
