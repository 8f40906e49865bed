import { useQuery } from '@tanstack/react-query';
import { WEATHER_POLL_MS, type WeatherWarnings } from '@pfs/domain';
import { postData } from '@/lib/request';
import { weatherKeys } from './weather-keys';

/** POST /api/get_weather_warnings — warnings in force and forecast for the next 24 hours. */
export const getWeatherWarnings = (fid: number) => postData<WeatherWarnings>('/api/get_weather_warnings', { fid });

export const useWeatherWarnings = (fid: number | undefined) =>
  useQuery({ queryKey: weatherKeys.warnings(fid), queryFn: () => getWeatherWarnings(fid!), enabled: !!fid, refetchInterval: WEATHER_POLL_MS.now });
