import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { iotDevRefBodySchema } from '@pfs/domain';
import { post, type BodyOf, type OkReply } from '@/lib/request';
import { invalidateDevices } from './query-keys';

/** POST /api/delete_iot_dev — deletes a point and its readings. */
export const deleteIotDev = (b: BodyOf<typeof iotDevRefBodySchema>) => post<OkReply>('/api/delete_iot_dev', b);

export function useDeleteIotDev() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteIotDev, onSuccess: (_r, b) => invalidateDevices(qc, b.fid) });
}
