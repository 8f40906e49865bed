import { useMutation, useQueryClient } from '@tanstack/react-query';
import { iotDataKeys } from '@/lib/iot-data/query-keys';
import type { updateIotGwBodySchema } from '@pfs/domain';
import { post, type BodyOf, type OkReply } from '@/lib/request';

/** POST /api/update_iot_gw — a gateway's name and area. */
export const updateIotGw = (b: BodyOf<typeof updateIotGwBodySchema>) => post<OkReply>('/api/update_iot_gw', b);

export function useUpdateIotGw() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateIotGw, onSuccess: (_r, b) => void qc.invalidateQueries({ queryKey: iotDataKeys.all(b.fid) }) });
}
