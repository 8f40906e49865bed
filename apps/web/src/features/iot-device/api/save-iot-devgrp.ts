import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { iotDevgrpSaveBodySchema, savedDeviceGroupSchema } from '@pfs/domain';
import { postData, type BodyOf } from '@/lib/request';
import { invalidateDevices } from './query-keys';

export type SaveGroupBody = BodyOf<typeof iotDevgrpSaveBodySchema>;

/** POST /api/save_iot_devgrp — creates a group, or updates it when grp_id is given. */
export const saveIotDevgrp = (b: SaveGroupBody) => postData<z.infer<typeof savedDeviceGroupSchema>>('/api/save_iot_devgrp', b);

export function useSaveIotDevgrp() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveIotDevgrp, onSuccess: (_r, b) => invalidateDevices(qc, b.fid) });
}
