import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData } from '@/lib/request';
import { invalidateDevices } from './query-keys';

export type SaveGroupBody = { fid: number; grp_id?: number; name: string; area_id: number | null; sort_no: number; description: string };

/** POST /api/save_iot_devgrp — creates a group, or updates it when grp_id is given. */
export const saveIotDevgrp = (b: SaveGroupBody) => postData<{ grp_id: number }>('/api/save_iot_devgrp', b);

export function useSaveIotDevgrp() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveIotDevgrp, onSuccess: (_r, b) => invalidateDevices(qc, b.fid) });
}
