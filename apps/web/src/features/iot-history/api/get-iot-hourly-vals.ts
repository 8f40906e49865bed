import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HourlySeries, historySeriesBodySchema } from '@pfs/domain';
import { postData, type BodyOf } from '@/lib/request';
import { historyKeys } from './query-keys';

export type HourlyValsQuery = BodyOf<typeof historySeriesBodySchema>;

/** POST /api/get_iot_hourly_vals — hourly avg/min/max per point (daily rollups when the range is long). */
export const getIotHourlyVals = (q: HourlyValsQuery) => postData<HourlySeries[]>('/api/get_iot_hourly_vals', q);

export const useIotHourlyVals = (q: HourlyValsQuery) =>
  useQuery({ queryKey: historyKeys.hourly(q), enabled: q.point_ids.length > 0, placeholderData: keepPreviousData, queryFn: () => getIotHourlyVals(q) });
