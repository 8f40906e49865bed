import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@/lib/request';
import { invalidateDevices } from './query-keys';

export type UpdateDeviceBody = { fid: number; point_id: number; name?: string; unit?: string; grp_id?: number | null; sort_no?: number; min?: number | null; max?: number | null; enabled?: boolean };

/** POST /api/update_iot_dev — display name and unit (blank = the gateway's), group, order, switch range, enabled. */
export const updateIotDev = (b: UpdateDeviceBody) => post('/api/update_iot_dev', b);

export function useUpdateIotDev() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateIotDev, onSuccess: (_r, b) => invalidateDevices(qc, b.fid) });
}
