import { type CallBody } from '@pfs/domain';
import { createIotGw } from '@pfs/domain/iot-gateway';
import { invalidateIotData } from '@/lib/iot-data/query-keys';
import { callApi } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';

/** A new gateway; its secret is in the reply, shown once. */
export const useCreateIotGw = () => useRefreshingMutation((b: CallBody<typeof createIotGw>) => callApi(createIotGw, b), (qc) => invalidateIotData(qc));
