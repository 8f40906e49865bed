import { iotDataKeys } from '@/lib/iot-data/query-keys';
import type { z } from 'zod';
import type { deletedGatewaySchema, iotGwRefBodySchema } from '@pfs/domain';
import { post, type BodyOf, type DataReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';

/** POST /api/delete_iot_gw — deletes a gateway with its devices and their readings; its secret stops working. */
export const deleteIotGw = (b: BodyOf<typeof iotGwRefBodySchema>) => post<DataReply<z.infer<typeof deletedGatewaySchema>>>('/api/delete_iot_gw', b);

export const useDeleteIotGw = () => useRefreshingMutation(deleteIotGw, (qc, b) => void qc.invalidateQueries({ queryKey: iotDataKeys.all(b.fid) }));
