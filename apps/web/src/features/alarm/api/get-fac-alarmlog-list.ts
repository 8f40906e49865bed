import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Alarm, Paged, alarmListBodySchema } from '@pfs/domain';
import { postData, type ListBody } from '@/lib/request';
import { alarmKeys } from './query-keys';

export type { Alarm };

export type AlarmQuery = ListBody<typeof alarmListBodySchema>;

/** POST /api/get_fac_alarmlog_list — alarms filtered by status, level, type, area and time. */
export const getFacAlarmlogList = (q: AlarmQuery) => postData<Paged<Alarm>>('/api/get_fac_alarmlog_list', q);

export const useAlarmList = (q: AlarmQuery) => useQuery({ queryKey: alarmKeys.list(q.fid, q), refetchInterval: 10_000, placeholderData: keepPreviousData, queryFn: () => getFacAlarmlogList(q) });
