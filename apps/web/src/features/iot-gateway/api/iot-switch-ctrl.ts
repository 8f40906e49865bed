import { type CallBody } from '@pfs/domain';
import { iotSwitchCtrl } from '@pfs/domain/iot-gateway';
import { callApi } from '@/lib/call-api';

/** Open, close or set a number; the reply is the request to follow. */
export const sendSwitchCommand = (b: CallBody<typeof iotSwitchCtrl>) => callApi(iotSwitchCtrl, b);
