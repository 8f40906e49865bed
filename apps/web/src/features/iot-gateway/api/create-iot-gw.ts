import { useMutation, useQueryClient } from '@tanstack/react-query';
import { iotDataKeys } from '@/lib/iot-data/query-keys';
import { postData } from '@/lib/request';

/** POST /api/create_iot_gw — a new gateway; its secret is in the reply, shown once. */
export const createIotGw = (b: { fid: number; sn: string; name: string; area_id: number | null }) => postData<{ gw_id: number; sn: string; secret: string }>('/api/create_iot_gw', b);

export function useCreateIotGw() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createIotGw, onSuccess: (_r, b) => void qc.invalidateQueries({ queryKey: iotDataKeys.all(b.fid) }) });
}
