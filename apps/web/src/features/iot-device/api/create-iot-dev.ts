import type { z } from 'zod';
import type { createIotDevBodySchema, createdDeviceSchema } from '@pfs/domain';
import { postData, type BodyOf } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateDevices } from './query-keys';

export type CreateDeviceBody = BodyOf<typeof createIotDevBodySchema>;

/** POST /api/create_iot_dev — declares a point before the gateway announces it. */
export const createIotDev = (b: CreateDeviceBody) => postData<z.infer<typeof createdDeviceSchema>>('/api/create_iot_dev', b);

export const useCreateIotDev = () => useRefreshingMutation(createIotDev, (qc, b) => invalidateDevices(qc, b.fid));
