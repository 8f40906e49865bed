import { saveIotPointAlarm, type pointAlarmBodySchema } from '@pfs/domain/alarm';
import { callWithMsg } from '@/lib/call-api';
import type { BodyOf } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateDevices } from './query-keys';

export type SavePointAlarmBody = BodyOf<typeof pointAlarmBodySchema>;

/** A sensor's limits, level, delay, auto-clear and stale minutes. */
export const useSaveIotPointAlarm = () => useRefreshingMutation((b: SavePointAlarmBody) => callWithMsg(saveIotPointAlarm, b), (qc) => invalidateDevices(qc));
