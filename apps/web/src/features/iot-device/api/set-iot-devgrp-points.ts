import type { setIotDevgrpPointsBodySchema } from '@pfs/domain';
import { post, type BodyOf, type OkReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateDevices } from './query-keys';

/** POST /api/set_iot_devgrp_points — the group holds exactly these devices. */
export const setIotDevgrpPoints = (b: BodyOf<typeof setIotDevgrpPointsBodySchema>) => post<OkReply>('/api/set_iot_devgrp_points', b);

export const useSetIotDevgrpPoints = () => useRefreshingMutation(setIotDevgrpPoints, (qc, b) => invalidateDevices(qc, b.fid));
