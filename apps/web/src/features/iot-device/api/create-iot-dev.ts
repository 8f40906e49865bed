import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData } from '@/lib/request';
import type { PointKind } from './get-iot-dev-list';
import { invalidateDevices } from './query-keys';

export type CreateDeviceBody = { fid: number; gw_id: number; code: string; kind: PointKind; name: string; unit?: string; min?: number | null; max?: number | null };

/** POST /api/create_iot_dev — declares a point before the gateway announces it. */
export const createIotDev = (b: CreateDeviceBody) => postData<{ point_id: number }>('/api/create_iot_dev', b);

export function useCreateIotDev() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createIotDev, onSuccess: (_r, b) => invalidateDevices(qc, b.fid) });
}
