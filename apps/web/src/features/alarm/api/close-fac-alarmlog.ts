import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { closeAlarmBodySchema } from '@pfs/domain';
import { post, type OkReply, type BodyOf } from '@/lib/request';
import { notifyAlarmClosed } from '@/lib/events';
import { alarmKeys } from './query-keys';

/** POST /api/close_fac_alarmlog — closes one alarm with a reason; the badge refreshes at once. */
export const closeFacAlarmlog = (b: BodyOf<typeof closeAlarmBodySchema>) => post<OkReply>('/api/close_fac_alarmlog', b);

export function useCloseAlarm() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: closeFacAlarmlog,
    onSuccess: (_r, b) => {
      void qc.invalidateQueries({ queryKey: alarmKeys.all(b.fid) });
      notifyAlarmClosed();
    },
  });
}
