import { postData } from '../../../lib/request';

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

/** POST /api/get_iot_req — where a switch command stands (pending → sent → done / failed / timeout / expired). */
export const getRequest = (fid: number, reqId: string) => postData<ControlRequest>('/api/get_iot_req', { fid, req_id: reqId }, { silent: true });
