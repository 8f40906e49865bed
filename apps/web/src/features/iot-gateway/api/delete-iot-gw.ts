import { useMutation, useQueryClient } from '@tanstack/react-query';
import { iotDataKeys } from '@/lib/iot-data/query-keys';
import type { z } from 'zod';
import type { deletedGatewaySchema, iotGwRefBodySchema } from '@pfs/domain';
import { post, type BodyOf, type DataReply } from '@/lib/request';

/** POST /api/delete_iot_gw — deletes a gateway with its devices and their readings; its secret stops working. */
export const deleteIotGw = (b: BodyOf<typeof iotGwRefBodySchema>) => post<DataReply<z.infer<typeof deletedGatewaySchema>>>('/api/delete_iot_gw', b);

export function useDeleteIotGw() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteIotGw, onSuccess: (_r, b) => void qc.invalidateQueries({ queryKey: iotDataKeys.all(b.fid) }) });
}
