import { useMutation, useQueryClient } from '@tanstack/react-query';
import { iotDataKeys } from '@/lib/iot-data/query-keys';
import { post } from '@/lib/request';

/** POST /api/update_iot_gw — a gateway's name and area. */
export const updateIotGw = (b: { fid: number; gw_id: number; name: string; area_id: number | null }) => post('/api/update_iot_gw', b);

export function useUpdateIotGw() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateIotGw, onSuccess: (_r, b) => void qc.invalidateQueries({ queryKey: iotDataKeys.all(b.fid) }) });
}
