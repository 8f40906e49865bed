import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AlarmTypeCode, Paged } from '@pfs/domain';
import { postData } from '@/lib/request';
import { alarmKeys } from './query-keys';

export type Alarm = {
  alarm_id: number;
  title: string;
  alarm_type: AlarmTypeCode;
  type_label: string;
  level: number;
  severe: boolean;
  status: 'valid' | 'closed';
  count: number;
  last_value: number | null;
  source_type: 'point' | 'gateway' | 'request';
  source_id: number;
  area_id: number | null;
  area_name: string | null;
  first_at: string;
  last_at: string;
  closed_at: string | null;
  closed_by_name: string | null;
  close_reason: string;
  /** The condition still holds (value beyond the limit, sensor silent, gateway offline); a closed one stays closed. */
  active?: boolean;
};
export type AlarmQuery = { fid: number; page: number; size: number; status?: 'valid' | 'closed'; level?: number; type?: AlarmTypeCode; area_id?: number; start?: string; end?: string };

/** POST /api/get_fac_alarmlog_list — alarms filtered by status, level, type, area and time. */
export const getFacAlarmlogList = (q: AlarmQuery) => postData<Paged<Alarm>>('/api/get_fac_alarmlog_list', q);

export const useAlarmList = (q: AlarmQuery) => useQuery({ queryKey: alarmKeys.list(q.fid, q), refetchInterval: 10_000, placeholderData: keepPreviousData, queryFn: () => getFacAlarmlogList(q) });
