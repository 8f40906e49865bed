import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@/lib/request';
import { invalidateDevices } from './query-keys';

/** POST /api/delete_iot_dev — deletes a point and its readings. */
export const deleteIotDev = (b: { fid: number; point_id: number }) => post<{ msg: string }>('/api/delete_iot_dev', b);

export function useDeleteIotDev() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteIotDev, onSuccess: (_r, b) => invalidateDevices(qc, b.fid) });
}
