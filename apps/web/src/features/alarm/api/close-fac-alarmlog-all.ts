import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { closeAllAlarmsBodySchema, closeAllAlarmsSchema } from '@pfs/domain';
import { post, type DataReply, type BodyOf } from '@/lib/request';
import { notifyAlarmClosed } from '@/lib/events';
import { alarmKeys } from './query-keys';

/** POST /api/close_fac_alarmlog_all — closes every open alarm of the factory with one reason. */
export const closeFacAlarmlogAll = (b: BodyOf<typeof closeAllAlarmsBodySchema>) => post<DataReply<z.infer<typeof closeAllAlarmsSchema>>>('/api/close_fac_alarmlog_all', b);

export function useCloseAllAlarms() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: closeFacAlarmlogAll,
    onSuccess: (_r, b) => {
      void qc.invalidateQueries({ queryKey: alarmKeys.all(b.fid) });
      notifyAlarmClosed();
    },
  });
}
