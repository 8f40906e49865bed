import { useQuery } from '@tanstack/react-query';
import { postData } from '@/lib/request';
import type { Alarm } from './get-fac-alarmlog-list';
import { alarmKeys } from './query-keys';

export type AlarmDetail = Alarm & {
  point: { point_id: number; name: string; code: string; unit: string; gw_name: string } | null;
  threshold: { high: number | null; low: number | null; level: number; delay_s: number; enabled: boolean; auto_clear: boolean; stale_min: number | null } | null;
  /** [ts ms, value], 30 min before the alarm began to 30 min after it ended. */
  readings: [number, number][];
};

/** POST /api/get_fac_alarm_detail — one alarm with the readings around it and its limits. */
export const getFacAlarmDetail = (fid: number, alarmId: number) => postData<AlarmDetail>('/api/get_fac_alarm_detail', { fid, alarm_id: alarmId });

export const useAlarmDetail = (fid: number, alarmId: number | null) =>
  useQuery({ queryKey: alarmKeys.detail(fid, alarmId), enabled: alarmId !== null, refetchInterval: 15_000, queryFn: () => getFacAlarmDetail(fid, alarmId!) });
