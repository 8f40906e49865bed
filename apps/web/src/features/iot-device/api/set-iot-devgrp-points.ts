import { type CallBody } from '@pfs/domain';
import { setIotDevgrpPoints } from '@pfs/domain/iot-device';
import { callWithMsg } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateDevices } from './query-keys';

/** The group holds exactly these devices. */
export const useSetIotDevgrpPoints = () => useRefreshingMutation((b: CallBody<typeof setIotDevgrpPoints>) => callWithMsg(setIotDevgrpPoints, b), (qc) => invalidateDevices(qc));
