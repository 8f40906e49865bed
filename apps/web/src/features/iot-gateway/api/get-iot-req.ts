import { getIotReq, type ControlRequestView } from '@pfs/domain/iot-gateway';
import { callApi } from '@/lib/call-api';

export type ControlRequest = ControlRequestView;

/** Where a switch command stands (pending → sent → done / failed / timeout / expired). */
export const getRequest = (fid: number, reqId: string) => callApi(getIotReq, { fid, req_id: reqId }, { silent: true });
