import type { lockSwitchBodySchema } from '@pfs/domain';
import { postData, type BodyOf } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { SwitchLock } from './get-iot-switch-locks';
import { gatewayKeys } from './query-keys';

/** POST /api/lock_iot_switch — manual override: strategies leave the switch alone until then (needs iot.ctrl). */
export const lockIotSwitch = (body: BodyOf<typeof lockSwitchBodySchema>) => postData<SwitchLock>('/api/lock_iot_switch', body);

export const useLockIotSwitch = () => useRefreshingMutation(lockIotSwitch, (qc, b) => qc.invalidateQueries({ queryKey: gatewayKeys.locks(b.fid) }));
