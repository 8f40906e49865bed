import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ControlRequestItem, Paged, iotReqListBodySchema } from '@pfs/domain';
import { registerLivePatch } from '@/lib/live-patch-registry';
import { postData, type ListBody } from '@/lib/request';
import { gatewayKeys } from './query-keys';

/** POST /api/get_iot_req_list — the control request log, newest first. */
export const getIotReqList = (q: ListBody<typeof iotReqListBodySchema>) => postData<Paged<ControlRequestItem>>('/api/get_iot_req_list', q);

export const useRequestList = (q: ListBody<typeof iotReqListBodySchema>) =>
  useQuery({ queryKey: gatewayKeys.requestList(q), refetchInterval: 5000, placeholderData: keepPreviousData, queryFn: () => getIotReqList(q) });

// The request log shows who asked, which the live event does not carry: the open list pages refetch.
registerLivePatch('iot-gateway.requests', {
  request: (_msg, { qc, fid }) => void qc.invalidateQueries({ queryKey: gatewayKeys.requests(fid) }),
  resync: ({ qc, fid }) => void qc.invalidateQueries({ queryKey: gatewayKeys.requests(fid) }),
});
