import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@pfs/domain';
import { postData } from '@/lib/request';
import type { ControlRequest } from './get-iot-req';

/** POST /api/get_iot_req_list — the control request log, newest first. */
export const getIotReqList = (q: { fid: number; page: number; size: number }) => postData<Paged<ControlRequest>>('/api/get_iot_req_list', q);

export const useRequestList = (q: { fid: number; page: number; size: number }) =>
  useQuery({ queryKey: ['iot-reqs', q], refetchInterval: 5000, placeholderData: keepPreviousData, queryFn: () => getIotReqList(q) });
