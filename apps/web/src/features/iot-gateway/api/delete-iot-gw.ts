import { type CallBody } from '@pfs/domain';
import { deleteIotGw } from '@pfs/domain/iot-gateway';
import { invalidateIotData } from '@/lib/iot-data/query-keys';
import { callWithMsg } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';

/** Deletes a gateway with its devices and their readings; its secret stops working. */
export const useDeleteIotGw = () => useRefreshingMutation((b: CallBody<typeof deleteIotGw>) => callWithMsg(deleteIotGw, b), (qc) => invalidateIotData(qc));
