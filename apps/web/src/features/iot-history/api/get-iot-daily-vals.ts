import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DailySeries, historyDailyBodySchema } from '@pfs/domain';
import { postData, type BodyOf } from '@/lib/request';
import { historyKeys } from './query-keys';

export type DailyValsQuery = BodyOf<typeof historyDailyBodySchema>;

/** POST /api/get_iot_daily_vals — one row per point and calendar day (factory time zone). */
export const getIotDailyVals = (q: DailyValsQuery) => postData<DailySeries[]>('/api/get_iot_daily_vals', q);

export const useIotDailyVals = (q: DailyValsQuery) =>
  useQuery({ queryKey: historyKeys.daily(q), enabled: q.point_ids.length > 0, placeholderData: keepPreviousData, queryFn: () => getIotDailyVals(q) });
