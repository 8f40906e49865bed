import { useQuery } from '@tanstack/react-query';
import type { AlarmDetail } from '@pfs/domain';
import { postData } from '@/lib/request';
import { alarmKeys } from './query-keys';

export type { AlarmDetail };

/** POST /api/get_fac_alarm_detail — one alarm with the readings around it and its limits. */
export const getFacAlarmDetail = (fid: number, alarmId: number) => postData<AlarmDetail>('/api/get_fac_alarm_detail', { fid, alarm_id: alarmId });

export const useAlarmDetail = (fid: number, alarmId: number | null) =>
  useQuery({ queryKey: alarmKeys.detail(fid, alarmId), enabled: alarmId !== null, refetchInterval: 15_000, queryFn: () => getFacAlarmDetail(fid, alarmId!) });
