import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { iotDevgrpRefBodySchema } from '@pfs/domain';
import { post, type BodyOf, type OkReply } from '@/lib/request';
import { invalidateDevices } from './query-keys';

/** POST /api/delete_iot_devgrp — its devices become ungrouped. */
export const deleteIotDevgrp = (b: BodyOf<typeof iotDevgrpRefBodySchema>) => post<OkReply>('/api/delete_iot_devgrp', b);

export function useDeleteIotDevgrp() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteIotDevgrp, onSuccess: (_r, b) => invalidateDevices(qc, b.fid) });
}
