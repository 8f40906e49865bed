import { iotDataKeys } from '@/lib/iot-data/query-keys';
import type { updateIotGwBodySchema } from '@pfs/domain';
import { post, type BodyOf, type OkReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';

/** POST /api/update_iot_gw — a gateway's name and area. */
export const updateIotGw = (b: BodyOf<typeof updateIotGwBodySchema>) => post<OkReply>('/api/update_iot_gw', b);

export const useUpdateIotGw = () => useRefreshingMutation(updateIotGw, (qc, b) => void qc.invalidateQueries({ queryKey: iotDataKeys.all(b.fid) }));
