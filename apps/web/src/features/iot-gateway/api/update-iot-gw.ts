import { type CallBody } from '@pfs/domain';
import { updateIotGw } from '@pfs/domain/iot-gateway';
import { invalidateIotData } from '@/lib/iot-data/query-keys';
import { callWithMsg } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';

/** A gateway's name and area. */
export const useUpdateIotGw = () => useRefreshingMutation((b: CallBody<typeof updateIotGw>) => callWithMsg(updateIotGw, b), (qc) => invalidateIotData(qc));
