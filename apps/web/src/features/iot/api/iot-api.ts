import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '@pfs/domain';
import { postData } from '../../../lib/request';

export type IotPoint = { point_id: number; code: string; kind: 'sensor' | 'switch' | 'meter'; name: string; unit: string; value: number | null; on: boolean | null; ts: string | null };
export type Gateway = {
  gw_id: number;
  sn: string;
  name: string;
  area_id: number | null;
  online: boolean;
  simulated: boolean;
  last_seen_at: string | null;
  online_since: string | null;
  msg_ct: number;
  reading_ct: number;
  rejected_ct: number;
  last_reject_reason: string;
};
export type GatewayState = Gateway & { points: IotPoint[] };
export type ControlRequest = {
  req_id: string;
  point_id: number;
  action: 'open' | 'close' | 'number';
  value: number | null;
  status: 'pending' | 'sent' | 'done' | 'failed' | 'timeout' | 'expired';
  attempts: number;
  error: string;
  created_at: string;
  done_at: string | null;
  point_name?: string;
  gw_name?: string;
  cname?: string;
};

/** Live values: refreshed every 5 s while the page is visible (hidden tabs pause). */
export const useIotFacStates = (fid: number | undefined) =>
  useQuery({ queryKey: ['iot-states', fid], enabled: !!fid, refetchInterval: 5000, queryFn: () => postData<GatewayState[]>('/api/get_iot_fac_states', { fid }, { silent: true }) });

export const useGatewayList = (fid: number | undefined) =>
  useQuery({ queryKey: ['iot-gws', fid], enabled: !!fid, refetchInterval: 10_000, queryFn: () => postData<Gateway[]>('/api/get_iot_gw_list', { fid }) });

export const useCreateGateway = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { fid: number; sn: string; name: string }) => postData<{ gw_id: number; sn: string; secret: string }>('/api/create_iot_gw', b),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['iot-gws'] }),
  });
};

export const useRotateSecret = () => useMutation({ mutationFn: (b: { fid: number; gw_id: number }) => postData<{ sn: string; secret: string }>('/api/rotate_iot_gw_secret', b) });

export const sendSwitchCommand = (b: { fid: number; point_id: number; action: 'open' | 'close' | 'number'; value?: number | null }) => postData<ControlRequest>('/api/iot_switch_ctrl', b);
export const getRequest = (fid: number, reqId: string) => postData<ControlRequest>('/api/get_iot_req', { fid, req_id: reqId }, { silent: true });

export const useRequestList = (q: { fid: number; page: number; size: number }) =>
  useQuery({ queryKey: ['iot-reqs', q], refetchInterval: 5000, placeholderData: keepPreviousData, queryFn: () => postData<Paged<ControlRequest>>('/api/get_iot_req_list', q) });
