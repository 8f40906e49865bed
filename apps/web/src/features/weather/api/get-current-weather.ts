import { useQuery } from '@tanstack/react-query';
import { WEATHER_POLL_MS, type CurrentWeather } from '@pfs/domain';
import { postData } from '@/lib/request';
import { weatherKeys } from './weather-keys';

/** POST /api/get_current_weather — current weather and the 2-hour rain list (spec §7: every 60 s). */
export const getCurrentWeather = (fid: number) => postData<CurrentWeather>('/api/get_current_weather', { fid, withRain: true }, { silent: true });

export const useCurrentWeather = (fid: number | undefined, enabled = true) =>
  useQuery({ queryKey: weatherKeys.current(fid), queryFn: () => getCurrentWeather(fid!), enabled: !!fid && enabled, refetchInterval: WEATHER_POLL_MS.now, staleTime: 30_000 });
