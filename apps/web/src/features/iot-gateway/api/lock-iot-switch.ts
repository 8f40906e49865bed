import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { lockSwitchBodySchema } from '@pfs/domain';
import { postData, type BodyOf } from '@/lib/request';
import type { SwitchLock } from './get-iot-switch-locks';
import { gatewayKeys } from './query-keys';

/** POST /api/lock_iot_switch — manual override: strategies leave the switch alone until then (needs iot.ctrl). */
export const lockIotSwitch = (body: BodyOf<typeof lockSwitchBodySchema>) => postData<SwitchLock>('/api/lock_iot_switch', body);

export function useLockIotSwitch() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: lockIotSwitch, onSuccess: (_r, b) => qc.invalidateQueries({ queryKey: gatewayKeys.locks(b.fid) }) });
}
