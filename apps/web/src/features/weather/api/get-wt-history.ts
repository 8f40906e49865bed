import { keepPreviousData } from '@tanstack/react-query';
import { getWtDailyHistory, getWtHourlyHistory, type weatherDayRangeBodySchema } from '@pfs/domain/weather';
import { useCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type WeatherRangeBody = FacBody<typeof weatherDayRangeBodySchema>;

/** Stored hourly observations (at most 31 days). */
export const useWtHourlyHistory = (body: WeatherRangeBody) => useCall(getWtHourlyHistory, body, { enabled: !!body.fid, placeholderData: keepPreviousData });
/** Daily rollups (at most 366 days). */
export const useWtDailyHistory = (body: WeatherRangeBody) => useCall(getWtDailyHistory, body, { enabled: !!body.fid, placeholderData: keepPreviousData });
