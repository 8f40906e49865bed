import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@/lib/request';
import { notifyAlarmClosed } from '@/lib/events';
import { alarmKeys } from './query-keys';

/** POST /api/close_fac_alarmlog — closes one alarm with a reason; the badge refreshes at once. */
export const closeFacAlarmlog = (b: { fid: number; alarm_id: number; reason: string }) => post('/api/close_fac_alarmlog', b);

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
