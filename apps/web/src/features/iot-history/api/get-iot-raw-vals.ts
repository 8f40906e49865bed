import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RawSeries, historySeriesBodySchema } from '@pfs/domain';
import { postData, type BodyOf } from '@/lib/request';
import { historyKeys } from './query-keys';

export type RawValsQuery = BodyOf<typeof historySeriesBodySchema>;

/** POST /api/get_iot_raw_vals — raw readings; long ranges come as avg/min/max buckets (bucket_s). */
export const getIotRawVals = (q: RawValsQuery) => postData<RawSeries[]>('/api/get_iot_raw_vals', q);

export const useIotRawVals = (q: RawValsQuery) =>
  useQuery({ queryKey: historyKeys.raw(q), enabled: q.point_ids.length > 0, placeholderData: keepPreviousData, queryFn: () => getIotRawVals(q) });
