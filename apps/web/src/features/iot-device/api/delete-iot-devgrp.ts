import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@/lib/request';
import { invalidateDevices } from './query-keys';

/** POST /api/delete_iot_devgrp — its devices become ungrouped. */
export const deleteIotDevgrp = (b: { fid: number; grp_id: number }) => post<{ msg: string }>('/api/delete_iot_devgrp', b);

export function useDeleteIotDevgrp() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteIotDevgrp, onSuccess: (_r, b) => invalidateDevices(qc, b.fid) });
}
