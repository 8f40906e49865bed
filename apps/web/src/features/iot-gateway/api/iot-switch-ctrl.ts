import type { iotSwitchCtrlBodySchema } from '@pfs/domain';
import { postData, type BodyOf } from '@/lib/request';
import type { ControlRequest } from './get-iot-req';

/** POST /api/iot_switch_ctrl — open, close or set a number; the reply is the request to follow. */
export const sendSwitchCommand = (b: BodyOf<typeof iotSwitchCtrlBodySchema>) => postData<ControlRequest>('/api/iot_switch_ctrl', b);
