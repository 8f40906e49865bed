import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { setIotDevgrpPointsBodySchema } from '@pfs/domain';
import { post, type BodyOf, type OkReply } from '@/lib/request';
import { invalidateDevices } from './query-keys';

/** POST /api/set_iot_devgrp_points — the group holds exactly these devices. */
export const setIotDevgrpPoints = (b: BodyOf<typeof setIotDevgrpPointsBodySchema>) => post<OkReply>('/api/set_iot_devgrp_points', b);

export function useSetIotDevgrpPoints() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setIotDevgrpPoints, onSuccess: (_r, b) => invalidateDevices(qc, b.fid) });
}
