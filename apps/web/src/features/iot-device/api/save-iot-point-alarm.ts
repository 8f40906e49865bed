import type { pointAlarmBodySchema } from '@pfs/domain';
import { post, type BodyOf, type OkReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateDevices } from './query-keys';

export type SavePointAlarmBody = BodyOf<typeof pointAlarmBodySchema>;

/** POST /api/save_iot_point_alarm — a sensor's limits, level, delay, auto-clear and stale minutes. */
export const saveIotPointAlarm = (b: SavePointAlarmBody) => post<OkReply>('/api/save_iot_point_alarm', b);

export const useSaveIotPointAlarm = () => useRefreshingMutation(saveIotPointAlarm, (qc, b) => invalidateDevices(qc, b.fid));
