import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HourlyItem, Paged, historyHourlyListBodySchema } from '@pfs/domain';
import { postData, type ListBody } from '@/lib/request';
import { historyKeys } from './query-keys';

export type HourlyListQuery = ListBody<typeof historyHourlyListBodySchema>;

/** POST /api/get_iot_hourly_list — one row per point and hour, paged and sorted by the server. */
export const getIotHourlyList = (q: HourlyListQuery) => postData<Paged<HourlyItem>>('/api/get_iot_hourly_list', q);

export const useIotHourlyList = (q: HourlyListQuery) =>
  useQuery({ queryKey: historyKeys.hourlyList(q), enabled: q.point_ids.length > 0, placeholderData: keepPreviousData, queryFn: () => getIotHourlyList(q) });
