import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@/lib/request';
import type { AlarmCfg } from './get-iot-dev-list';
import { invalidateDevices } from './query-keys';

export type SavePointAlarmBody = { fid: number; point_id: number } & AlarmCfg;

/** POST /api/save_iot_point_alarm — a sensor's limits, level, delay, auto-clear and stale minutes. */
export const saveIotPointAlarm = (b: SavePointAlarmBody) => post('/api/save_iot_point_alarm', b);

export function useSaveIotPointAlarm() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveIotPointAlarm, onSuccess: (_r, b) => invalidateDevices(qc, b.fid) });
}
