import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@pfs/domain';
import { registerLivePatch } from '@/lib/live-patch-registry';
import { postData } from '@/lib/request';
import type { ControlRequest } from './get-iot-req';
import { gatewayKeys } from './query-keys';

/** POST /api/get_iot_req_list — the control request log, newest first. */
export const getIotReqList = (q: { fid: number; page: number; size: number }) => postData<Paged<ControlRequest>>('/api/get_iot_req_list', q);

export const useRequestList = (q: { fid: number; page: number; size: number }) =>
  useQuery({ queryKey: gatewayKeys.requestList(q), refetchInterval: 5000, placeholderData: keepPreviousData, queryFn: () => getIotReqList(q) });

// The request log shows who asked, which the live event does not carry: the open list pages refetch.
registerLivePatch('iot-gateway.requests', {
  request: (_msg, { qc, fid }) => void qc.invalidateQueries({ queryKey: gatewayKeys.requests(fid) }),
  resync: ({ qc, fid }) => void qc.invalidateQueries({ queryKey: gatewayKeys.requests(fid) }),
});
