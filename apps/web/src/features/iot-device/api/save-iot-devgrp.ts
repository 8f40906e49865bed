import type { z } from 'zod';
import type { iotDevgrpSaveBodySchema, savedDeviceGroupSchema } from '@pfs/domain';
import { postData, type BodyOf } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateDevices } from './query-keys';

export type SaveGroupBody = BodyOf<typeof iotDevgrpSaveBodySchema>;

/** POST /api/save_iot_devgrp — creates a group, or updates it when grp_id is given. */
export const saveIotDevgrp = (b: SaveGroupBody) => postData<z.infer<typeof savedDeviceGroupSchema>>('/api/save_iot_devgrp', b);

export const useSaveIotDevgrp = () => useRefreshingMutation(saveIotDevgrp, (qc, b) => invalidateDevices(qc, b.fid));
