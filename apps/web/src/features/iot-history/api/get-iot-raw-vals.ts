import { keepPreviousData } from '@tanstack/react-query';
import { getIotRawVals, type historySeriesBodySchema } from '@pfs/domain/iot-history';
import { useCall } from '@/lib/call-api';
import type { BodyOf } from '@/lib/request';

export type RawValsQuery = BodyOf<typeof historySeriesBodySchema>;

/** Raw readings; long ranges come as avg/min/max buckets (bucket_s). */
export const useIotRawVals = (q: RawValsQuery) => useCall(getIotRawVals, q, { enabled: q.point_ids.length > 0, placeholderData: keepPreviousData });
