import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DailySeries } from '@pfs/domain';
import { postData } from '@/lib/request';
import { historyKeys } from './query-keys';

export type DailyValsQuery = { fid: number; point_ids: number[]; start_day: string; end_day: string };

/** POST /api/get_iot_daily_vals — one row per point and calendar day (factory time zone). */
export const getIotDailyVals = (q: DailyValsQuery) => postData<DailySeries[]>('/api/get_iot_daily_vals', q);

export const useIotDailyVals = (q: DailyValsQuery) =>
  useQuery({ queryKey: historyKeys.daily(q), enabled: q.point_ids.length > 0, placeholderData: keepPreviousData, queryFn: () => getIotDailyVals(q) });
