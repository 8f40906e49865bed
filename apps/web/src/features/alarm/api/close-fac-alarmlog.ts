import { closeFacAlarmlog, type closeAlarmBodySchema } from '@pfs/domain/alarm';
import { callWithMsg } from '@/lib/call-api';
import type { BodyOf } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { refreshAfterClose } from './alarm-refresh';

/** Closes one alarm with a reason; the badge refreshes at once. */
export const useCloseAlarm = () => useRefreshingMutation((b: BodyOf<typeof closeAlarmBodySchema>) => callWithMsg(closeFacAlarmlog, b), refreshAfterClose);
