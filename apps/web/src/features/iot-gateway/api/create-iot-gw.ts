import { iotDataKeys } from '@/lib/iot-data/query-keys';
import type { GatewaySecret, createIotGwBodySchema } from '@pfs/domain';
import { postData, type BodyOf } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';

/** POST /api/create_iot_gw — a new gateway; its secret is in the reply, shown once. */
export const createIotGw = (b: BodyOf<typeof createIotGwBodySchema>) => postData<GatewaySecret>('/api/create_iot_gw', b);

export const useCreateIotGw = () => useRefreshingMutation(createIotGw, (qc, b) => void qc.invalidateQueries({ queryKey: iotDataKeys.all(b.fid) }));
