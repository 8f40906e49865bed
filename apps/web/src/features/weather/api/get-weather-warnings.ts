import { WEATHER_POLL_MS, getWeatherWarnings } from '@pfs/domain/weather';
import { useCall } from '@/lib/call-api';

/** Warnings in force and forecast for the next 24 hours. */
export const useWeatherWarnings = (fid: number | undefined) =>
  useCall(getWeatherWarnings, { fid: fid! }, { enabled: !!fid, refetchInterval: WEATHER_POLL_MS.now });
