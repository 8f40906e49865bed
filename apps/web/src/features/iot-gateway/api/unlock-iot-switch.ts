import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayKeys } from './query-keys';
import type { unlockSwitchBodySchema } from '@pfs/domain';
import { post, type BodyOf, type OkReply } from '@/lib/request';

/** POST /api/unlock_iot_switch — strategies control the switch again (needs iot.ctrl). */
export const unlockIotSwitch = (body: BodyOf<typeof unlockSwitchBodySchema>) => post<OkReply>('/api/unlock_iot_switch', body);

export function useUnlockIotSwitch() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: unlockIotSwitch, onSuccess: (_r, b) => qc.invalidateQueries({ queryKey: gatewayKeys.locks(b.fid) }) });
}
