import { getIotRulePoints, getIotSwitchLocks, unlockIotSwitch, type unlockSwitchBodySchema } from '@pfs/domain/rule';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import type { BodyOf } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';

/** Strategies control the switch again (needs iot.ctrl). */
export const useUnlockIotSwitch = () =>
  useRefreshingMutation((body: BodyOf<typeof unlockSwitchBodySchema>) => callWithMsg(unlockIotSwitch, body), (qc) => invalidateCalls(qc, getIotSwitchLocks, getIotRulePoints));
