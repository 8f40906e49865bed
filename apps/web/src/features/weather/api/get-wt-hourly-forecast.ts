import { useQuery } from '@tanstack/react-query';
import { WEATHER_POLL_MS, type HourlyForecast } from '@pfs/domain';
import { postData } from '@/lib/request';
import { weatherKeys } from './weather-keys';

/** POST /api/get_wt_hourly_forecast — the next 72 hours and 7 days. */
export const getWtHourlyForecast = (fid: number) => postData<HourlyForecast>('/api/get_wt_hourly_forecast', { fid });

export const useWtHourlyForecast = (fid: number | undefined) =>
  useQuery({ queryKey: weatherKeys.forecast(fid), queryFn: () => getWtHourlyForecast(fid!), enabled: !!fid, refetchInterval: WEATHER_POLL_MS.forecast });
