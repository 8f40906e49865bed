import { keepPreviousData } from '@tanstack/react-query';
import { getIotDailyVals, type historyDailyBodySchema } from '@pfs/domain/iot-history';
import { useCall } from '@/lib/call-api';
import type { BodyOf } from '@/lib/request';

export type DailyValsQuery = BodyOf<typeof historyDailyBodySchema>;

/** One row per point and calendar day (factory time zone). */
export const useIotDailyVals = (q: DailyValsQuery) => useCall(getIotDailyVals, q, { enabled: q.point_ids.length > 0, placeholderData: keepPreviousData });
