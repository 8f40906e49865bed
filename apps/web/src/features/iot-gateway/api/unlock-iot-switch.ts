import { useRefreshingMutation } from '@/lib/fac-query';
import { gatewayKeys } from './query-keys';
import type { unlockSwitchBodySchema } from '@pfs/domain';
import { post, type BodyOf, type OkReply } from '@/lib/request';

/** POST /api/unlock_iot_switch — strategies control the switch again (needs iot.ctrl). */
export const unlockIotSwitch = (body: BodyOf<typeof unlockSwitchBodySchema>) => post<OkReply>('/api/unlock_iot_switch', body);

export const useUnlockIotSwitch = () => useRefreshingMutation(unlockIotSwitch, (qc, b) => qc.invalidateQueries({ queryKey: gatewayKeys.locks(b.fid) }));
