import { type CallBody } from '@pfs/domain';
import { saveIotDevgrp } from '@pfs/domain/iot-device';
import { callApi } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateDevices } from './query-keys';

/** Creates a group, or updates it when grp_id is given. */
export const useSaveIotDevgrp = () => useRefreshingMutation((b: CallBody<typeof saveIotDevgrp>) => callApi(saveIotDevgrp, b), (qc) => invalidateDevices(qc));
