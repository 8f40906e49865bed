import type { closeAlarmBodySchema } from '@pfs/domain';
import { post, type OkReply, type BodyOf } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { refreshAfterClose } from './query-keys';

/** POST /api/close_fac_alarmlog — closes one alarm with a reason; the badge refreshes at once. */
export const closeFacAlarmlog = (b: BodyOf<typeof closeAlarmBodySchema>) => post<OkReply>('/api/close_fac_alarmlog', b);

export const useCloseAlarm = () => useRefreshingMutation(closeFacAlarmlog, refreshAfterClose);
