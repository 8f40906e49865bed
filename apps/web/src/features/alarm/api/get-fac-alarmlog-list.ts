import { keepPreviousData } from '@tanstack/react-query';
import { getFacAlarmlogList, type Alarm, type alarmListBodySchema } from '@pfs/domain/alarm';
import { useCall } from '@/lib/call-api';
import type { ListBody } from '@/lib/request';

export type { Alarm };

export type AlarmQuery = ListBody<typeof alarmListBodySchema>;

/** Alarms filtered by status, level, type, area and time. */
export const useAlarmList = (q: AlarmQuery) => useCall(getFacAlarmlogList, q, { refetchInterval: 10_000, placeholderData: keepPreviousData });
