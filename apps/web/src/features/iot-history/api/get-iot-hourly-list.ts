import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HourlyItem, Paged } from '@pfs/domain';
import { postData } from '@/lib/request';
import { historyKeys } from './query-keys';

export type HourlyListQuery = { fid: number; point_ids: number[]; start: string; end: string; page: number; size: number; sort: 't' | 'avg' | 'min' | 'max'; order: 'asc' | 'desc' };

/** POST /api/get_iot_hourly_list — one row per point and hour, paged and sorted by the server. */
export const getIotHourlyList = (q: HourlyListQuery) => postData<Paged<HourlyItem>>('/api/get_iot_hourly_list', q);

export const useIotHourlyList = (q: HourlyListQuery) =>
  useQuery({ queryKey: historyKeys.hourlyList(q), enabled: q.point_ids.length > 0, placeholderData: keepPreviousData, queryFn: () => getIotHourlyList(q) });
