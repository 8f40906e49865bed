import { keepPreviousData } from '@tanstack/react-query';
import { exportWtDailyHistory, exportWtHourlyHistory, getWtDailyHistory, getWtHourlyHistory, weatherDayRangeBodySchema } from '@pfs/domain';
import { callApi, useCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type WeatherRangeBody = FacBody<typeof weatherDayRangeBodySchema>;

const exportCalls = { hourly: exportWtHourlyHistory, daily: exportWtDailyHistory } as const;

/** The rows of the day range on screen as Excel, hourly or daily. */
export const exportWtHistory = (kind: 'hourly' | 'daily', body: WeatherRangeBody) => callApi(exportCalls[kind], weatherDayRangeBodySchema.parse(body));

/** Stored hourly observations (at most 31 days). */
export const useWtHourlyHistory = (body: WeatherRangeBody) => useCall(getWtHourlyHistory, body, { enabled: !!body.fid, placeholderData: keepPreviousData });
/** Daily rollups (at most 366 days). */
export const useWtDailyHistory = (body: WeatherRangeBody) => useCall(getWtDailyHistory, body, { enabled: !!body.fid, placeholderData: keepPreviousData });
