import { postData } from '@/lib/request';
import type { ControlRequest } from './get-iot-req';

/** POST /api/iot_switch_ctrl — open, close or set a number; the reply is the request to follow. */
export const sendSwitchCommand = (b: { fid: number; point_id: number; action: 'open' | 'close' | 'number'; value?: number | null }) => postData<ControlRequest>('/api/iot_switch_ctrl', b);
