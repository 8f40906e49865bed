import type { ControlRequestView } from '@pfs/domain';
import { postData } from '@/lib/request';

export type ControlRequest = ControlRequestView;

/** POST /api/get_iot_req — where a switch command stands (pending → sent → done / failed / timeout / expired). */
export const getRequest = (fid: number, reqId: string) => postData<ControlRequest>('/api/get_iot_req', { fid, req_id: reqId }, { silent: true });
