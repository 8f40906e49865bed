import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { weatherDayRangeBodySchema, type ListExportFile, type weatherDailyHistorySchema, type weatherHourlyHistorySchema } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { weatherKeys } from './weather-keys';

export type WeatherRangeBody = FacBody<typeof weatherDayRangeBodySchema>;
type Hourly = z.infer<typeof weatherHourlyHistorySchema>;
type Daily = z.infer<typeof weatherDailyHistorySchema>;

/** POST /api/get_wt_hourly_history — stored hourly observations (at most 31 days). */
export const getWtHourlyHistory = (body: WeatherRangeBody) => postData<Hourly>('/api/get_wt_hourly_history', weatherDayRangeBodySchema.parse(body));
/** POST /api/get_wt_daily_history — daily rollups (at most 366 days). */
export const getWtDailyHistory = (body: WeatherRangeBody) => postData<Daily>('/api/get_wt_daily_history', weatherDayRangeBodySchema.parse(body));
/** POST /api/export_wt_hourly_history and export_wt_daily_history — the same rows as Excel. */
export const exportWtHistory = (kind: 'hourly' | 'daily', body: WeatherRangeBody) => postData<ListExportFile>(`/api/export_wt_${kind}_history`, weatherDayRangeBodySchema.parse(body));

export const useWtHourlyHistory = (body: WeatherRangeBody) =>
  useQuery({ queryKey: weatherKeys.history('hourly', body), queryFn: () => getWtHourlyHistory(body), enabled: !!body.fid, placeholderData: keepPreviousData });
export const useWtDailyHistory = (body: WeatherRangeBody) =>
  useQuery({ queryKey: weatherKeys.history('daily', body), queryFn: () => getWtDailyHistory(body), enabled: !!body.fid, placeholderData: keepPreviousData });
