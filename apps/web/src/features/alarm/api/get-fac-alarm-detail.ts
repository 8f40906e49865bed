import { getFacAlarmDetail, type AlarmDetail } from '@pfs/domain/alarm';
import { useCall } from '@/lib/call-api';

export type { AlarmDetail };

/** One alarm with the readings around it and its limits. */
export const useAlarmDetail = (fid: number, alarmId: number | null) =>
  useCall(getFacAlarmDetail, { fid, alarm_id: alarmId! }, { enabled: alarmId !== null, refetchInterval: 15_000 });
