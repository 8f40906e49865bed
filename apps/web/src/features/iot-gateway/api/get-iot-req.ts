import type { ControlRequestView } from '@pfs/domain';
import { postData } from '@/lib/request';

/** The request, plus the names the request log adds. */
export type ControlRequest = ControlRequestView & { point_name?: string; gw_name?: string; cname?: string };

/** POST /api/get_iot_req — where a switch command stands (pending → sent → done / failed / timeout / expired). */
export const getRequest = (fid: number, reqId: string) => postData<ControlRequest>('/api/get_iot_req', { fid, req_id: reqId }, { silent: true });
