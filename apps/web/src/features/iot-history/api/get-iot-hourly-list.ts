import { keepPreviousData } from '@tanstack/react-query';
import { getIotHourlyList, type historyHourlyListBodySchema } from '@pfs/domain/iot-history';
import { useCall } from '@/lib/call-api';
import type { ListBody } from '@/lib/request';

export type HourlyListQuery = ListBody<typeof historyHourlyListBodySchema>;

/** One row per point and hour, paged and sorted by the server. */
export const useIotHourlyList = (q: HourlyListQuery) => useCall(getIotHourlyList, q, { enabled: q.point_ids.length > 0, placeholderData: keepPreviousData });
