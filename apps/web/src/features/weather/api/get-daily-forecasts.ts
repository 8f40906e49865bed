import { useQuery } from '@tanstack/react-query';
import { WEATHER_POLL_MS, type DailyForecasts } from '@pfs/domain';
import { postData } from '@/lib/request';
import { weatherKeys } from './weather-keys';

/** POST /api/get_daily_forecasts — 7 daily forecasts (spec §7: every 10 minutes). */
export const getDailyForecasts = (fid: number) => postData<DailyForecasts>('/api/get_daily_forecasts', { fid }, { silent: true });

export const useDailyForecasts = (fid: number | undefined, enabled = true) =>
  useQuery({ queryKey: weatherKeys.daily(fid), queryFn: () => getDailyForecasts(fid!), enabled: !!fid && enabled, refetchInterval: WEATHER_POLL_MS.forecast, staleTime: 300_000 });
