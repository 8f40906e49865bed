import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { pointAlarmBodySchema } from '@pfs/domain';
import { post, type BodyOf, type OkReply } from '@/lib/request';
import { invalidateDevices } from './query-keys';

export type SavePointAlarmBody = BodyOf<typeof pointAlarmBodySchema>;

/** POST /api/save_iot_point_alarm — a sensor's limits, level, delay, auto-clear and stale minutes. */
export const saveIotPointAlarm = (b: SavePointAlarmBody) => post<OkReply>('/api/save_iot_point_alarm', b);

export function useSaveIotPointAlarm() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveIotPointAlarm, onSuccess: (_r, b) => invalidateDevices(qc, b.fid) });
}
