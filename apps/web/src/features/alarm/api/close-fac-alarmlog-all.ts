import { closeFacAlarmlogAll, type closeAllAlarmsBodySchema } from '@pfs/domain/alarm';
import { callWithMsg } from '@/lib/call-api';
import type { BodyOf } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { refreshAfterClose } from './alarm-refresh';

/** Closes every open alarm of the factory with one reason. */
export const useCloseAllAlarms = () => useRefreshingMutation((b: BodyOf<typeof closeAllAlarmsBodySchema>) => callWithMsg(closeFacAlarmlogAll, b), refreshAfterClose);
