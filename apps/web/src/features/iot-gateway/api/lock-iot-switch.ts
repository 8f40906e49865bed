import { getIotRulePoints, getIotSwitchLocks, lockIotSwitch, type lockSwitchBodySchema } from '@pfs/domain/rule';
import { callApi, invalidateCalls } from '@/lib/call-api';
import type { BodyOf } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';

/** Manual override: strategies leave the switch alone until then (needs iot.ctrl). */
export const useLockIotSwitch = () =>
  useRefreshingMutation((body: BodyOf<typeof lockSwitchBodySchema>) => callApi(lockIotSwitch, body), (qc) => invalidateCalls(qc, getIotSwitchLocks, getIotRulePoints));
