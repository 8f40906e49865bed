import { keepPreviousData } from '@tanstack/react-query';
import { getIotHourlyVals, type historySeriesBodySchema } from '@pfs/domain/iot-history';
import { useCall } from '@/lib/call-api';
import type { BodyOf } from '@/lib/request';

export type HourlyValsQuery = BodyOf<typeof historySeriesBodySchema>;

/** Hourly avg/min/max per point (daily rollups when the range is long). */
export const useIotHourlyVals = (q: HourlyValsQuery) => useCall(getIotHourlyVals, q, { enabled: q.point_ids.length > 0, placeholderData: keepPreviousData });
