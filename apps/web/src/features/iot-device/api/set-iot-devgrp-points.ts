import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@/lib/request';
import { invalidateDevices } from './query-keys';

/** POST /api/set_iot_devgrp_points — the group holds exactly these devices. */
export const setIotDevgrpPoints = (b: { fid: number; grp_id: number; point_ids: number[] }) => post<{ msg: string }>('/api/set_iot_devgrp_points', b);

export function useSetIotDevgrpPoints() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setIotDevgrpPoints, onSuccess: (_r, b) => invalidateDevices(qc, b.fid) });
}
